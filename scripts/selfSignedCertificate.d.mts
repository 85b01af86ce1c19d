/** Types of scripts/selfSignedCertificate.mjs for the TypeScript that imports it. */
export declare function selfSignedCertificate(dir: string): {
  certPath: string;
  keyPath: string;
  cert: Buffer;
  key: Buffer;
  spki: string;
};
