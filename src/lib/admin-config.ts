/**
 * The editor's (Decap CMS, /admin) configuration: per brand one collection of files (business details, look,
 * the brand's own words, reviews, testimonials, gallery and recent work), each file's fields generated from the
 * zod schema the build validates it with (lib/decap-fields.ts). Pure: the Node side (scripts/admin/config.ts)
 * says which brand files exist, which image keys there are and where the repository is.
 */
import { z } from 'astro/zod';
import { brandSchema, type Brand } from './brand-schema.ts';
import {
  aboutSchema,
  areaOverrideSchema,
  galleryCategorySchema,
  galleryProjectSchemaFor,
  homeReviewSchema,
  homeSchema,
  recentWorkSchemaFor,
  servicePageSchemaFor,
  testimonialSchema,
  welcomeDialogSchema,
} from './content-schemas.ts';
import { decapFields, type DecapField, type FieldOptions } from './decap-fields.ts';
import type { ImageKeys } from './image-key.ts';

/** Fields of the brand file kept but not shown: routing (hosts, old links) and developer settings. */
export const hiddenBrandFields = [
  '$schema',
  'id',
  'default',
  'hostnames',
  'apexHostnames',
  'redirects',
  'web3formsAccessKey',
] as const;

/** The editor's formats (src/admin/formats.ts): a brand file, a words file, a file whose top level is a list (gallery.yaml …). */
export const brandJsonFormat = 'brand-json';
export const brandYamlFormat = 'brand-yaml';
export const yamlListFormat = 'yaml-list';
/** The field holding such a file's list. */
export const listField = 'items';

/** One editable file: where it is, how it is validated, how it is shown. */
export interface EditedFile {
  name: string;
  label: string;
  /** Path from the repository root. */
  file: string;
  /** The schema of the file's data as the editor sees it (a list file: { items: [...] }). */
  schema: z.ZodType;
  options: FieldOptions;
  format: typeof brandJsonFormat | typeof brandYamlFormat | typeof yamlListFormat;
}

export interface BrandEditing {
  brand: Pick<Brand, 'id' | 'businessName' | 'focus'>;
  /** The brand's content files that exist, by name ("home", "service-pages/fencing"), with their path. */
  contentFiles: Readonly<Record<string, string>>;
}

const photoKey = (brandId: string) => ({ widget: 'photo-key', media_folder: `/brands/${brandId}/images` });

/** The files of one brand the editor offers, in the order the owner sees them. */
export function editedFiles({ brand, contentFiles }: BrandEditing, imageKeys?: ImageKeys): EditedFile[] {
  const { id } = brand;
  const listSchema = (item: z.ZodType) => z.strictObject({ [listField]: z.array(item) });
  const files: EditedFile[] = [
    {
      name: 'details',
      label: 'Business details, look and theme',
      file: `brands/${id}.json`,
      schema: brandSchema,
      options: { hidden: hiddenBrandFields },
      format: brandJsonFormat,
    },
  ];
  const content = (
    name: string,
    label: string,
    schema: z.ZodType,
    format: EditedFile['format'],
    options: FieldOptions,
  ) => {
    const file = contentFiles[name];
    if (file) files.push({ name: name.replace(/\//g, '-'), label, file, schema, options, format });
  };
  content('home', 'Home page words', homeSchema, brandYamlFormat, { partial: 'top' });
  content('about', 'About page words', aboutSchema, brandYamlFormat, { partial: 'top' });
  for (const service of brand.focus)
    content(`service-pages/${service}`, `Service page: ${service}`, servicePageSchemaFor(imageKeys), brandYamlFormat, {
      partial: 'top',
    });
  for (const name of Object.keys(contentFiles).filter((file) => file.startsWith('areas/')))
    content(name, `Area page: ${name.slice('areas/'.length)}`, areaOverrideSchema, brandYamlFormat, { partial: 'top' });
  content('welcome-dialog', 'Welcome dialog', welcomeDialogSchema, brandYamlFormat, { partial: 'deep' });
  content('homeReviews', 'Reviews (home page)', listSchema(homeReviewSchema), yamlListFormat, {});
  content('testimonials', 'Testimonials (/reviews)', listSchema(testimonialSchema), yamlListFormat, {});
  content('gallery', 'Gallery', listSchema(galleryProjectSchemaFor(imageKeys)), yamlListFormat, {
    widgets: { [`${listField}.imageKey`]: photoKey(id) },
  });
  content('galleryCategories', 'Gallery categories', listSchema(galleryCategorySchema), yamlListFormat, {});
  content('recentWork', 'Recent work', listSchema(recentWorkSchemaFor(imageKeys)), yamlListFormat, {
    widgets: { [`${listField}.image`]: photoKey(id) },
  });
  return files;
}

export interface Backend {
  /** "owner/name" of the GitHub repository the production editor commits to. */
  repo: string;
  branch: string;
}

/** Decap reads a collection's files in one format: per brand one collection for each (details, words, lists). */
const collectionKinds = [
  { format: brandJsonFormat, suffix: '', label: 'business details and look' },
  { format: brandYamlFormat, suffix: '-words', label: 'pages and welcome dialog' },
  { format: yamlListFormat, suffix: '-lists', label: 'reviews, gallery and recent work' },
] as const;

/** The collection name of a brand's files in `format` (the brand's id for its details). */
export function collectionName(brandId: string, format: EditedFile['format']): string {
  return `${brandId}${collectionKinds.find((kind) => kind.format === format)!.suffix}`;
}

function brandCollections(editing: BrandEditing, imageKeys?: ImageKeys) {
  const { id, businessName } = editing.brand;
  const files = editedFiles(editing, imageKeys);
  return collectionKinds
    .map((kind) => ({ kind, files: files.filter((file) => file.format === kind.format) }))
    .filter(({ files }) => files.length)
    .map(({ kind, files }) => ({
      name: collectionName(id, kind.format),
      label: `${businessName}: ${kind.label}`,
      format: kind.format,
      editor: { preview: false },
      media_folder: `/brands/${id}/images`,
      public_folder: `/brands/${id}/images`,
      files: files.map((file) => ({
        name: file.name,
        label: file.label,
        file: file.file,
        fields: decapFields(file.schema, file.options) satisfies DecapField[],
      })),
    }));
}

/** The whole configuration, as `CMS.init({ config })` takes it. */
export function adminConfig(brands: readonly BrandEditing[], backend: Backend, imageKeys?: ImageKeys) {
  return {
    load_config_file: false,
    // Production: GitHub through Netlify's OAuth provider; each change is a pull request with a deploy preview.
    backend: { name: 'github', repo: backend.repo, branch: backend.branch, base_url: 'https://api.netlify.com' },
    publish_mode: 'editorial_workflow',
    // `npm run admin`: decap-server edits the working tree instead, when the editor runs on localhost.
    local_backend: true,
    // Uploads land in each brand's own images folder (the photo widget names them after their picture's key).
    media_folder: 'brands/_uploads',
    public_folder: '/brands/_uploads',
    site_url: '/',
    collections: brands.flatMap((editing) => brandCollections(editing, imageKeys)),
  };
}
