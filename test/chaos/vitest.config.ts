// `npm run chaos`: the stress runs under test/chaos, with the suite's setup, never in `npm test`.
import { defineConfig } from 'vitest/config';
import base from '../../vitest.config.js';

export default defineConfig({ ...base, test: { ...base.test, include: ['test/chaos/**/*.chaos.ts'] } });
