import { uploadSuite } from './upload-suite';
import { startTestBucket } from './upload-s3rver';

// The same behaviour with the bytes in an S3-compatible bucket (s3rver on loopback); the
// database keeps the records only.
uploadSuite('S3 store', async () => {
  const bucket = await startTestBucket();
  return {
    overrides: { s3: bucket.config },
    held: async (db) => {
      const rows = await db.query<{ n: number }>('select count(*)::int as n from upload_contents');
      if (rows[0]!.n !== 0) throw new Error('the S3 store wrote bytes into PostgreSQL');
      return bucket.names();
    },
    close: () => bucket.close(),
  };
});
