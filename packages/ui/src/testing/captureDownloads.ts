/** One file the code under test offered for download. */
export interface CapturedFile {
  /** The link's `download` name. */
  name: string;
  blob: Blob;
}

/** What `captureDownloads` records, until `restore`. */
export interface CapturedDownloads {
  /** The files offered so far, in order. */
  readonly files: CapturedFile[];
  /** The `index`-th file as text (UTF-8, a leading byte-order mark kept). */
  text(index?: number): Promise<string>;
  /** Puts `URL.createObjectURL`, `URL.revokeObjectURL` and links' `click` back. */
  restore(): void;
}

/**
 * Records the files a screen offers for download (a Blob behind an object URL, then a click on a
 * link with `download`), in place of jsdom, which has no object URLs and cannot follow the link:
 * the one way the kit's CSV export, the bulk-send problems and the flow export are tested.
 */
export function captureDownloads(): CapturedDownloads {
  const files: CapturedFile[] = [];
  const blobs = new Map<string, Blob>();
  const created = URL.createObjectURL;
  const revoked = URL.revokeObjectURL;
  const click = Object.getOwnPropertyDescriptor(HTMLAnchorElement.prototype, 'click');
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const url = `blob:captured-${blobs.size + 1}`;
    blobs.set(url, blob as Blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  Object.defineProperty(HTMLAnchorElement.prototype, 'click', {
    configurable: true,
    writable: true,
    value(this: HTMLAnchorElement) {
      const blob = blobs.get(this.getAttribute('href') ?? '');
      if (blob) files.push({ name: this.download, blob });
    },
  });
  return {
    files,
    text: async (index = 0) => {
      const file = files[index];
      if (!file) throw new Error(`No download number ${index + 1} (${files.length} so far).`);
      return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await file.blob.arrayBuffer());
    },
    restore: () => {
      // jsdom has neither: a revoke still queued by the code under test then does nothing.
      URL.createObjectURL = created ?? (() => '');
      URL.revokeObjectURL = revoked ?? (() => undefined);
      if (click) Object.defineProperty(HTMLAnchorElement.prototype, 'click', click);
    },
  };
}
