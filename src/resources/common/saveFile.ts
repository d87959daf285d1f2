/**
 * Saves `blob` as a file named `name`: a file read through the http client (with the Bearer
 * token a plain link would not carry), offered as a link's download would be.
 */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
