/**
 * Similar-idea hints for `npm run bench` (issue 16): what the submit form asks while a visitor
 * types a title, each keystroke past three characters (the portal debounces; here every prefix
 * is asked, sequentially, so the figure is the server's own time per lookup).
 */

const TITLES = [
  'Idea number 4242 about integrations',
  'Realistic description of customers',
  'Board export as spreadsheet',
  'Dark mode for the whole board',
  'Number of ideas per category',
  'Long enough to look like a board',
];

/** Every prefix of at least three characters of each title, with a distinct tail per round. */
function typedPrefixes(count: number): string[] {
  const out: string[] = [];
  for (let round = 0; out.length < count; round++)
    for (const title of TITLES)
      for (let end = 3; end <= title.length && out.length < count; end += 2)
        out.push(round === 0 ? title.slice(0, end) : `${title.slice(0, end)} ${round}`);
  return out;
}

/** Sequential p95 and max of similar-idea lookups on the board `slug`. */
export async function similarLatency(base: string, slug: string, samples = 400) {
  const times: number[] = [];
  for (const q of typedPrefixes(samples)) {
    const started = performance.now();
    const res = await fetch(`${base}/api/companies/${slug}/similar?q=${encodeURIComponent(q)}`);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`similar ${q}: ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    Number((times[Math.min(times.length - 1, Math.floor(times.length * p))] as number).toFixed(2));
  return { p95: at(0.95), max: at(1) };
}
