// Line sheets without images, rendered one after another in this process by the server's own
// renderer, prepared by bench/linesheet-scripts.mjs; prints { docs: [{ ms, bytes, fonts }],
// peakMb, idleMb } as JSON (cpuMs beside each document's ms: the process's own CPU time). Run as a child so each mode's memory and first document are its own.
// Modes: latin (every text in English) and mixed (names and notes in eight scripts).
import { readFileSync } from 'node:fs';
import { register } from 'tsx/esm/api';

register();
const { localDiskStorage } = await import('../../apps/server/src/platform/storage/local-disk.ts');
const { renderPdf } = await import('../../apps/server/src/modules/linesheets/render/pdf.ts');

const [mode, dataDir, documents] = process.argv.slice(2);
const products = JSON.parse(readFileSync(`${dataDir}/${mode}.json`, 'utf8'));
const storage = localDiskStorage(dataDir);

const idleMb = process.memoryUsage().rss / 1024 / 1024;
let peak = 0;
const sample = () => (peak = Math.max(peak, process.memoryUsage().rss));
const sampler = setInterval(sample, 5);
const cover = {
  title: 'Bench line sheet',
  teamName: 'Bench',
  logo: null,
  subtitle: 'SS27',
  date: '07-12-2026',
  dateFormat: 'dd-mm-yyyy',
  language: 'en',
};
const docs = [];
for (let index = 0; index < Number(documents); index += 1) {
  const key = `linesheets/bench/${mode}-${index}.pdf`;
  const started = performance.now();
  const cpu = process.cpuUsage();
  const bytes = await renderPdf(storage, key, cover, products, async () => {});
  const ms = performance.now() - started;
  const { user, system } = process.cpuUsage(cpu);
  sample();
  const pdf = readFileSync(`${dataDir}/uploads/${key}`, 'latin1');
  const fonts = [...pdf.matchAll(/\/(?:FontName|BaseFont) \/([^\s/]+)/g)].map((m) => m[1]);
  docs.push({ ms, cpuMs: (user + system) / 1000, bytes, fonts: [...new Set(fonts)] });
}
clearInterval(sampler);
process.stdout.write(JSON.stringify({ docs, peakMb: peak / 1024 / 1024, idleMb }));
