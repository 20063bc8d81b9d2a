// The browser suite, several times in a row, while two busy loops keep both cores of a 2-core machine
// loaded: the way to show that no browser test depends on timing. `npm run test:e2e:loaded [-- runs]`
// (5 runs by default). Needs `npm run build` first; stops at the first failing run.
import { spawn, spawnSync } from 'node:child_process';

const runs = Number(process.argv[2] ?? 5);
const busy = [1, 2].map(() => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
const stopBusy = () => busy.forEach((child) => child.kill());
process.on('exit', stopBusy);

let passed = 0;
for (let run = 1; run <= runs; run++) {
  const started = Date.now();
  const { status } = spawnSync('npx', ['playwright', 'test', '--reporter=dot'], { stdio: 'inherit', env: { ...process.env, CI: '1' } });
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  console.log(`\nLoaded run ${run} of ${runs}: ${status === 0 ? 'passed' : 'FAILED'} in ${minutes} min`);
  if (status !== 0) break;
  passed++;
}
stopBusy();
console.log(`${passed} of ${runs} loaded runs passed.`);
process.exit(passed === runs ? 0 : 1);
