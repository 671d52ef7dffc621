/**
 * The editor at /admin: Decap CMS, bundled by the build (scripts/admin/bundle.ts) with the configuration it
 * generated from the schemas (config.json next to this script, per host). On localhost it edits the working tree
 * through decap-server (npm run admin); elsewhere it commits to GitHub through Netlify's OAuth provider.
 */
import CMS from 'decap-cms-app';
import { brandJsonFormat, brandYamlFormat, yamlListFormat } from '../lib/admin-config.ts';
import { adminConfigFile } from '../lib/netlify-rules.ts';
import { brandJson, brandYaml, yamlList } from './formats.ts';
import { PhotoKeyControl } from './photo-key-widget.tsx';

/** decap-server's port: 8081 unless the page names another (?local_backend_port=…, used by the tests). */
function localBackend(): { url: string } | false {
  if (!['localhost', '127.0.0.1'].includes(window.location.hostname)) return false;
  const port = new URLSearchParams(window.location.search).get('local_backend_port') ?? '8081';
  return /^\d{2,5}$/.test(port) ? { url: `http://localhost:${port}/api/v1` } : false;
}

async function start(): Promise<void> {
  // Each brand host answers with its own brand's configuration (src/lib/netlify-rules.ts, adminRules).
  const response = await fetch(new URL(adminConfigFile, import.meta.url));
  const config = (await response.json()) as Record<string, unknown>;
  CMS.registerCustomFormat(brandJsonFormat, 'json', brandJson as never);
  CMS.registerCustomFormat(brandYamlFormat, 'yaml', brandYaml as never);
  CMS.registerCustomFormat(yamlListFormat, 'yaml', yamlList as never);
  CMS.registerWidget('photo-key', PhotoKeyControl as never);
  const local = localBackend();
  CMS.init({ config: { ...config, local_backend: local } as never });
}

void start();
