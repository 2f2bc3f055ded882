/** An SVG path of one 1×1 square per dark module of a QR code of `size` modules a side. */
export function qrPath(size: number, isDark: (row: number, col: number) => boolean): string {
  let d = '';
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++) if (isDark(row, col)) d += `M${col} ${row}h1v1h-1z`;
  return d;
}
