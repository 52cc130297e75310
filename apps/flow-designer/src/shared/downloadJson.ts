/** The file name a flow exports to: `<flow name>.json` (seed 001 §4), without characters a file system refuses. */
export function exportFileName(flowName: string): string {
  // eslint-disable-next-line no-control-regex
  const safe = flowName.replace(/[\u0000-\u001F\u007F<>:"/\\|?*]/g, '_').trim();
  return `${safe || 'flow'}.json`;
}

/** Downloads `value` as a JSON file named `fileName`. */
export function downloadJson(fileName: string, value: unknown): void {
  const blob = new Blob([JSON.stringify(value, null, 2)], {
    type: 'application/json;charset=utf-8',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
