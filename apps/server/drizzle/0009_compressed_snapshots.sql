-- Snapshot texts and diffs are stored compressed (apps/server/src/db/packedText.ts): a codec byte, then the payload.
-- Existing rows keep their UTF-8 bytes under the "raw" codec (0); the monitor's retention pass compresses them later.
ALTER TABLE "page_changes" ALTER COLUMN "diff" SET DATA TYPE bytea USING ('\x00'::bytea || convert_to("diff", 'UTF8'));--> statement-breakpoint
ALTER TABLE "page_snapshots" ALTER COLUMN "text" SET DATA TYPE bytea USING ('\x00'::bytea || convert_to("text", 'UTF8'));
