// The one file field of a multipart/form-data body, found in place: the body is read once
// into one array and the photo is a view of it, so a 10 MB upload costs about 10 MB in the
// isolate (Request.formData() made four copies: chunks, blob, parsed file, its bytes). Pure.

/** The boundary named by a multipart Content-Type, or null. */
export function boundaryOf(contentType: string | null): string | null {
  const match = contentType?.match(/^multipart\/form-data\s*;.*?\bboundary=(?:"([^"]+)"|([^\s;]+))/i);
  return match ? (match[1] ?? match[2]) : null;
}

export type FilePart = { filename: string | null; bytes: Uint8Array };

/** The named field's file (a view into `body`), or null when the body has no such field
 * or is not well formed. */
export function filePart(body: Uint8Array, boundary: string, field: string): FilePart | null {
  const ascii = (text: string) => new TextEncoder().encode(text);
  const delimiter = ascii(`--${boundary}`);
  const next = ascii(`\r\n--${boundary}`);
  let at = indexOf(body, delimiter, 0);
  if (at < 0) return null;
  for (;;) {
    at += delimiter.length;
    if (body[at] === 0x2d && body[at + 1] === 0x2d) return null; // "--": the closing delimiter
    const headersEnd = indexOf(body, ascii("\r\n\r\n"), at);
    if (headersEnd < 0) return null;
    const headers = new TextDecoder().decode(body.subarray(at, headersEnd));
    const contentStart = headersEnd + 4;
    const contentEnd = indexOf(body, next, contentStart);
    if (contentEnd < 0) return null;
    const disposition = headers.match(/content-disposition:[^\r\n]*/i)?.[0] ?? "";
    if (new RegExp(`;\\s*name="${field}"`, "i").test(disposition)) {
      const filename = disposition.match(/;\s*filename="([^"]*)"/i)?.[1] ?? null;
      return { filename, bytes: body.subarray(contentStart, contentEnd) };
    }
    at = contentEnd + 2; // onto the next delimiter
  }
}

/** Where `needle` first occurs in `haystack` at or after `from`, or -1. */
function indexOf(haystack: Uint8Array, needle: Uint8Array, from: number) {
  const first = needle[0];
  for (
    let i = haystack.indexOf(first, from);
    i >= 0 && i + needle.length <= haystack.length;
    i = haystack.indexOf(first, i + 1)
  ) {
    let j = 1;
    while (j < needle.length && haystack[i + j] === needle[j]) j++;
    if (j === needle.length) return i;
  }
  return -1;
}
