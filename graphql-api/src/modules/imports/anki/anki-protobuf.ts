import protobuf from 'protobufjs';

/**
 * The few messages of Anki's protobuf files (`proto/anki/import_export.proto`, `notetypes.proto`) an import reads,
 * declared here with the field numbers Anki gives them and decoded by protobufjs. Fields we do not read are left out:
 * protobuf skips what a message does not declare.
 */
const root = protobuf.Root.fromJSON({
  nested: {
    PackageMetadata: { fields: { version: { type: 'int32', id: 1 } } },
    MediaEntries: {
      fields: { entries: { rule: 'repeated', type: 'MediaEntry', id: 1 } },
      nested: {
        MediaEntry: {
          fields: {
            name: { type: 'string', id: 1 },
            size: { type: 'uint32', id: 2 },
            legacyZipFilename: { type: 'uint32', id: 255, options: { proto3_optional: true } },
          },
        },
      },
    },
    NotetypeConfig: { fields: { kind: { type: 'int32', id: 1 }, css: { type: 'string', id: 3 } } },
    TemplateConfig: { fields: { qFormat: { type: 'string', id: 1 }, aFormat: { type: 'string', id: 2 } } },
  },
});

const PackageMetadata = root.lookupType('PackageMetadata');
const MediaEntries = root.lookupType('MediaEntries');
const NotetypeConfig = root.lookupType('NotetypeConfig');
const TemplateConfig = root.lookupType('TemplateConfig');

/** Anki's package format: 3 (`VERSION_LATEST`) means a protobuf media map and zstd-compressed files. */
export function packageVersion(meta: Uint8Array): number {
  return Number((PackageMetadata.toObject(PackageMetadata.decode(meta)) as { version?: number }).version ?? 0);
}

/** The latest format's media map: entry `i` is the zip file named `i` (or its legacy number when one is kept). */
export function decodeMediaEntries(bytes: Uint8Array): Map<string, string> {
  const { entries = [] } = MediaEntries.toObject(MediaEntries.decode(bytes)) as {
    entries?: { name?: string; legacyZipFilename?: number }[];
  };
  const map = new Map<string, string>();
  entries.forEach((entry, index) => {
    if (entry.name) map.set(String(entry.legacyZipFilename ?? index), entry.name);
  });
  return map;
}

/** Schema 18's `notetypes.config`: its kind (1 for a cloze note type) and its style sheet. */
export function notetypeConfig(config: Uint8Array): { kind: number; css: string } {
  const decoded = NotetypeConfig.toObject(NotetypeConfig.decode(config)) as { kind?: number; css?: string };
  return { kind: Number(decoded.kind ?? 0), css: decoded.css ?? '' };
}

/** Schema 18's `templates.config`: the question and answer templates. */
export function templateFormats(config: Uint8Array): { qfmt: string; afmt: string } {
  const decoded = TemplateConfig.toObject(TemplateConfig.decode(config)) as { qFormat?: string; aFormat?: string };
  return { qfmt: decoded.qFormat ?? '', afmt: decoded.aFormat ?? '' };
}
