// The reviews benchmark's floor, as a process: one page, then the remaining pages at the given
// concurrency, with Node's own fetch and nothing else (no config, no checks, no digest, no output).
// node bench/reviews-floor.mjs BASE_URL CONFIG_ID PAGES CONCURRENCY KEY
const [base, config, pagesText, concurrencyText, key] = process.argv.slice(2);
const pages = Number(pagesText);
const page = async (n) => {
  const url = `${base}/console/v1/dynamic_configs/${config}/reviews?page=${n}&limit=100`;
  const response = await fetch(url, { headers: { 'SERVICE-API-KEY': key } });
  return (await response.json()).data;
};
const all = [await page(1)];
let next = 2;
const worker = async () => {
  while (next <= pages) all.push(await page(next++));
};
await Promise.all(Array.from({ length: Number(concurrencyText) }, worker));
if (all.flat().length === 0) process.exitCode = 1;
