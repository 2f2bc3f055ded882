/**
 * Brand wordmarks for the demo brands: an SVG made from the brand's name and colour, served as
 * SVG (it scales to both logo sizes of the config and needs no raster).
 */
const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function drawLogo(name: string, color: string): string {
  const safe = escapeXml(name);
  // generous per-letter width: the text must fit whatever sans-serif the browser picks
  const width = 96 + Math.ceil(name.length * 21);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 80" width="${width}" height="80" role="img" aria-label="${safe}">
<circle cx="40" cy="40" r="30" fill="${escapeXml(color)}"/>
<circle cx="52" cy="32" r="24" fill="#ffffff"/>
<text x="80" y="52" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="32" font-weight="700" fill="#1b1b1f">${safe}</text>
</svg>`;
}
