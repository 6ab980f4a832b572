/**
 * Hands a file made in the browser (a CSV export) or received from the API (a PDF in base64) to the browser as a
 * download. The link is in the document while it is clicked (Firefox ignores a detached one), and the object URL
 * lives a few seconds after, for the browser to start reading it.
 */
export function baixarArquivo(nome: string, conteudo: Blob): void {
  const url = URL.createObjectURL(conteudo);
  const link = Object.assign(document.createElement('a'), { href: url, download: nome });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The bytes of a file the API sent in base64 (GraphQL answers JSON), as a Blob of that type. */
export function blobDeBase64(base64: string, tipo: string): Blob {
  return new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: tipo });
}
