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

/** The Decap format of a brand file whose top level is a list (gallery.yaml …): scripts/admin/main.ts registers it. */
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
  format: 'json' | 'yaml' | typeof yamlListFormat;
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
      format: 'json',
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
  content('home', 'Home page words', homeSchema, 'yaml', { partial: 'top' });
  content('about', 'About page words', aboutSchema, 'yaml', { partial: 'top' });
  for (const service of brand.focus)
    content(`service-pages/${service}`, `Service page: ${service}`, servicePageSchemaFor(imageKeys), 'yaml', {
      partial: 'top',
    });
  content('welcome-dialog', 'Welcome dialog', welcomeDialogSchema, 'yaml', { partial: 'deep' });
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
    collections: brands.map((editing) => ({
      name: editing.brand.id,
      label: editing.brand.businessName,
      description: `What ${editing.brand.businessName} shows: brands/${editing.brand.id}.json and brands/${editing.brand.id}/.`,
      editor: { preview: false },
      media_folder: `/brands/${editing.brand.id}/images`,
      public_folder: `/brands/${editing.brand.id}/images`,
      files: editedFiles(editing, imageKeys).map((file) => ({
        name: file.name,
        label: file.label,
        file: file.file,
        format: file.format,
        fields: decapFields(file.schema, file.options) satisfies DecapField[],
      })),
    })),
  };
}
