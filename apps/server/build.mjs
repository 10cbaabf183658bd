// Bundles the server and the workspace packages it uses into dist/main.js, and the script of the
// work pool's child processes into dist/work/ (split so that each kind of job loads only its own
// code); npm packages stay external and load from node_modules. Then makes the empty embedded
// database that a first start copies (src/db/pglite-template.ts).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { PGlite } from '@electric-sql/pglite';

// Workspace packages find their data files next to their own sources (import.meta.url); once
// bundled, that URL would point at dist/, so each keeps the URL of its source file instead.
const keepSourceUrls = {
  name: 'keep-source-urls',
  setup(builder) {
    const packagesDir = path.resolve(import.meta.dirname, '..', '..', 'packages');
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (!args.path.startsWith(packagesDir)) return undefined;
      const source = await fs.promises.readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      return {
        contents: source.replaceAll(
          'import.meta.url',
          JSON.stringify(pathToFileURL(args.path).href),
        ),
        loader: 'ts',
      };
    });
  },
};

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => !name.startsWith('@irreplaceable/'),
);

const common = {
  absWorkingDir: import.meta.dirname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // The CV's PDF drawing (packages/cv-pdf) is React.
  jsx: 'automatic',
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
  plugins: [keepSourceUrls],
};

// The bundles are written afresh; the empty database is kept (it is remade only for another
// PGlite version, see writeClusterTemplate).
const outDir = path.join(import.meta.dirname, 'dist');
for (const entry of fs.existsSync(outDir) ? fs.readdirSync(outDir) : []) {
  if (!/^pglite-.*-cluster$/.test(entry)) fs.rmSync(path.join(outDir, entry), { recursive: true });
}
await build({ ...common, entryPoints: { main: 'src/main.ts' }, outdir: 'dist' });
// Heavy work (drawing PDFs, reading uploads) runs in child processes (platform/work), which load
// dist/work/child.js; a job's code comes in a chunk of its own when the first such job arrives.
await build({
  ...common,
  entryPoints: { child: 'src/platform/work/child.ts' },
  outdir: 'dist/work',
  splitting: true,
  chunkNames: '[name]-[hash]',
});

/**
 * An empty PGlite database, created and closed once per PGlite version, under the name that
 * src/db/pglite-template.ts looks for; other versions' copies are removed.
 */
async function writeClusterTemplate(outDir) {
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglitePackage = path.join(path.dirname(pgliteEntry), '..', 'package.json');
  const { version } = JSON.parse(fs.readFileSync(pglitePackage, 'utf8'));
  const name = `pglite-${version}-cluster`;
  for (const entry of fs.readdirSync(outDir)) {
    if (/^pglite-.*-cluster/.test(entry) && entry !== name) {
      fs.rmSync(path.join(outDir, entry), { recursive: true, force: true });
    }
  }
  if (fs.existsSync(path.join(outDir, name))) return;
  const partial = path.join(outDir, `${name}.partial`);
  fs.rmSync(partial, { recursive: true, force: true });
  const database = await PGlite.create(partial);
  await database.close();
  fs.renameSync(partial, path.join(outDir, name));
}

await writeClusterTemplate(path.join(import.meta.dirname, 'dist'));
