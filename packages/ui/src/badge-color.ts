/** Dark text for each light badge colour, so that the small label passes AA contrast (4.5:1). */
const textColors: Record<string, string> = {
  violet: '#4c2f9e',
  grape: '#702080',
  blue: '#124f80',
  teal: '#075243',
  green: '#1d5e2b',
  red: '#9b1c1c',
  orange: '#8a3100',
  gray: '#343a40',
  yellow: '#6b4800',
};

export function badgeTextColor(color: string): string {
  return textColors[color] ?? '#212529';
}
