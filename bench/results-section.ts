import fs from 'node:fs';
import path from 'node:path';

/** Replaces the `## {title}` section of RESULTS.md (or appends it), leaving the others alone. */
function writeResultsSection(title: string, markdown: string) {
  const file = path.join(import.meta.dirname, 'RESULTS.md');
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmark results\n';
  const start = current.search(new RegExp(`^## ${title}$`, 'm'));
  let next: string;
  if (start < 0) next = `${current.trimEnd()}\n\n${markdown}`;
  else {
    const after = current.slice(start + 1).search(/^## /m);
    const end = after < 0 ? current.length : start + 1 + after;
    next = `${current.slice(0, start)}${markdown.trimEnd()}\n${end < current.length ? `\n${current.slice(end)}` : ''}`;
  }
  fs.writeFileSync(file, next);
}

/** A bench file run alone (`npx tsx bench/x-bench.ts`): runs it and rewrites only its section. */
export function runAlone(title: string, run: () => Promise<{ markdown: string; withinBudget: boolean }>) {
  run()
    .then((f) => {
      writeResultsSection(title, f.markdown);
      process.stdout.write(
        `wrote the ${title} section of bench/RESULTS.md (${f.withinBudget ? 'within' : 'OVER'} budget)\n`,
      );
      if (!f.withinBudget) process.exitCode = 1;
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
