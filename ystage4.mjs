import { LineCounter, parseAllDocuments } from 'yaml';

const lines = ['name: big_one', 'type: sum'];
let size = 0;
for (let i = 0; i < 120000 && size < 1024 * 1024 - 32; i++) {
  const l = `k${i.toString(36)}: 1`;
  lines.push(l);
  size += l.length + 1;
}
const text = lines.join('\n') + '\n';
for (let k = 0; k < 3; k++) {
  const s = performance.now();
  parseAllDocuments(text, { uniqueKeys: false, lineCounter: new LineCounter() });
  console.log(process.version, (performance.now() - s).toFixed(0));
}
