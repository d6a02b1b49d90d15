// Runs s3rver in a child process for tests. s3rver encrypts ListObjectsV2 continuation tokens with DES,
// which OpenSSL 3 only offers with --openssl-legacy-provider: that flag stays in this process.
import S3rver from 's3rver';

const { directory, port, bucket } = JSON.parse(process.argv[2]);
const server = new S3rver({ address: '127.0.0.1', port, directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
const address = await server.run();
process.send({ port: address.port });
process.on('message', async () => {
  await server.close();
  process.exit(0);
});
process.on('disconnect', () => process.exit(0));
