// The Action's entry (action.yml `main`, bundled to dist/index.js).

import { run } from './action/main.js';

void run();
