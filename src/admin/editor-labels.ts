/**
 * What the editor at /admin calls each field, in the owner's words: one entry per field of the schemas the
 * editor writes (src/lib/brand-schema.ts, src/lib/content-schemas.ts), by its dotted path (a list's item fields
 * under the list's path). A field is either labelled (with a hint where the label alone is not enough) or hidden
 * on purpose, with the reason. tests/unit/editor-labels.test.ts fails when a schema field has neither, or when a
 * label reads like code (a field name, a camelCase word, "schema").
 * Pure data: src/admin/admin-config.ts builds the editor's fields from it.
 */
import { dayKeys, weekdays } from '../lib/business.ts';
import type { HomeSectionId } from '../lib/home-composition.ts';

export interface OwnerLabel {
  label: string;
  hint?: string;
  /** A list: how a collapsed item is named (Decap's summary, e.g. "{{fields.author}}"). */
  summary?: string;
  /** A list: the name of one item, for its add button ("Add review"). */
  item?: string;
}
/** Kept in the file but never shown: why the owner must not change it. */
export interface Hidden {
  hidden: string;
}
export type Labels = Readonly<Record<string, OwnerLabel | Hidden>>;

const hidden = (reason: string): Hidden => ({ hidden: reason });
export const isHidden = (entry: OwnerLabel | Hidden | undefined): entry is Hidden => !!entry && 'hidden' in entry;

const placeholderHint = 'Words in curly brackets, such as {phone} or {businessName}, are filled in by the site.';
const readsHint = 'What search engines and link previews show.';

const dayLabels = Object.fromEntries(
  dayKeys.flatMap((key, index) => [
    [`openingHours.${key}`, { label: weekdays[index]! }],
    [`openingHours.${key}.closed`, { label: 'Closed all day' }],
    [`openingHours.${key}.opens`, { label: 'Opens' }],
    [`openingHours.${key}.closes`, { label: 'Closes' }],
    [`openingHours.${key}.note`, { label: 'Note', hint: 'Optional, e.g. “Emergency call-outs only”' }],
  ]),
);

/** brands/<id>.json */
export const brandLabels: Labels = {
  $schema: hidden('tells code editors how to check the file'),
  id: hidden('names the brand in the build; must equal the file name'),
  default: hidden('which brand answers unknown web addresses: a developer setting'),
  hostnames: hidden('web addresses: changing them moves the site'),
  apexHostnames: hidden('web addresses: changing them moves the site'),
  redirects: hidden('old links of a previous site: routing'),
  'redirects.from': hidden('old links of a previous site: routing'),
  'redirects.to': hidden('old links of a previous site: routing'),
  'redirects.status': hidden('old links of a previous site: routing'),
  canonical: hidden('derived from the web address'),
  areaServed: hidden('search engines’ copy of the areas, derived from “Towns and areas”'),
  agency: hidden('the web agency’s credit in the footer'),
  'agency.name': hidden('the web agency’s credit in the footer'),
  'agency.url': hidden('the web agency’s credit in the footer'),
  web3formsAccessKey: hidden('a key of the form service: a developer setting'),

  phone: {
    label: 'Phone number',
    hint: 'As customers should see it, e.g. 01632 960123, 020 7946 0123 or 07700 900123. Call buttons and WhatsApp use it.',
  },
  whatsapp: {
    label: 'WhatsApp number, if not the phone number',
    hint: 'Leave empty when WhatsApp is on the phone number above.',
  },
  email: { label: 'E-mail address', hint: 'Where customers write to, and where the enquiry form sends.' },
  updatesEmail: {
    label: 'E-mail for website change requests',
    hint: 'The address the “Website Updates” page writes to.',
  },
  address: { label: 'Address', hint: 'Shown on the contact page and to search engines.' },
  'address.street': { label: 'Street', hint: 'Optional: leave empty to show only the town.' },
  'address.locality': { label: 'Town' },
  'address.region': { label: 'County' },
  'address.postcode': { label: 'Postcode' },
  'address.country': { label: 'Country code', hint: 'Two letters: GB for the United Kingdom.' },
  profiles: { label: 'Your pages on other sites', hint: 'Each one a full web address starting https://' },
  'profiles.facebook': { label: 'Facebook page' },
  'profiles.yell': { label: 'Yell listing' },
  'profiles.bark': { label: 'Bark profile' },
  'profiles.trustpilot': { label: 'Trustpilot page' },
  'profiles.googleMaps': { label: 'Google Maps listing' },

  business: { label: 'Prices and rating' },
  openingHours: {
    label: 'Opening hours',
    hint: 'Every list of hours on the site, and the days the phone is said to be answered, come from these.',
  },
  ...dayLabels,
  'business.priceRange': { label: 'Price level', hint: '£ (cheap) to ££££ (dear), as search engines show it.' },
  'business.aggregateRating': {
    label: 'Star rating from review sites',
    hint: 'Only a rating you can point to. Leave empty to show the average of the reviews on your reviews page; with no reviews, no rating is shown.',
  },
  'business.aggregateRating.ratingValue': { label: 'Average stars', hint: 'From 1 to 5, e.g. 4.9' },
  'business.aggregateRating.reviewCount': { label: 'Number of reviews' },
  'business.aggregateRating.platform': {
    label: 'Review sites that give this rating',
    hint: 'The review sites, as the page names them, e.g. Google, or Bark, Yell, Facebook and Trustpilot.',
  },
  'business.happyCustomers': {
    label: 'How many customers you have worked for',
    hint: 'Shown as “Trusted by 100+ Happy Customers” on the home page. Leave empty to show your rating there instead.',
  },

  proof: {
    label: 'What customers can check',
    hint: 'Fill in only what is true and current: each part you fill in is shown on your site, the rest is left out. Your site may only say you are insured, qualified, accredited or guarantee your work when it is written here.',
  },
  'proof.accreditations': {
    label: 'Accreditations and memberships',
    hint: 'Trade bodies and schemes that list you, e.g. Arb Approved Contractor, TrustMark, Checkatrade.',
    summary: '{{fields.scheme}} {{fields.body}}',
    item: 'accreditation or membership',
  },
  'proof.accreditations.body': { label: 'Organisation', hint: 'E.g. Arboricultural Association, TrustMark.' },
  'proof.accreditations.scheme': {
    label: 'Scheme or grade',
    hint: 'Optional, e.g. Arb Approved Contractor. Leave empty for a plain membership.',
  },
  'proof.accreditations.kind': {
    label: 'Accredited or member',
    hint: 'accreditation: they checked your work; membership: you belong to it.',
  },
  'proof.accreditations.number': { label: 'Membership number', hint: 'As their public list shows it.' },
  'proof.accreditations.register': {
    label: 'Link to your entry on their public list',
    hint: 'The full web address starting https://, so customers can check it.',
  },
  'proof.insurance': { label: 'Insurance', summary: '{{fields.kind}}', item: 'policy' },
  'proof.insurance.kind': { label: 'Kind of cover', hint: 'E.g. Public liability, Employer’s liability.' },
  'proof.insurance.cover': { label: 'Cover in pounds', hint: 'E.g. 5000000 for £5 million.' },
  'proof.insurance.insurer': { label: 'Insurer', hint: 'Optional.' },
  'proof.company': {
    label: 'Company details',
    hint: 'Shown at the foot of every page and to search engines.',
  },
  'proof.company.registeredName': { label: 'Registered name', hint: 'E.g. Oakridge Fencing Ltd.' },
  'proof.company.companyNumber': {
    label: 'Company number',
    hint: 'From Companies House: 8 characters, e.g. 01234567 or SC123456. Leave empty if you are a sole trader.',
  },
  'proof.company.vatNumber': { label: 'VAT number', hint: 'E.g. GB123456789. Leave empty if not VAT registered.' },
  'proof.company.registeredOffice': {
    label: 'Registered office',
    hint: 'Only if it is not your address above, e.g. 4 Mill Yard, Bath BA1 2AB.',
  },
  'proof.people': {
    label: 'People customers will meet',
    hint: 'The owner, lead climber or foreman, with their qualifications. For a photo of them, ask your web agency to add it to your images folder as person-<name>.jpg (at least 480 × 480 pixels); it can then be chosen here.',
    summary: '{{fields.name}}, {{fields.role}}',
    item: 'person',
  },
  'proof.people.name': { label: 'Full name' },
  'proof.people.role': { label: 'Role', hint: 'E.g. Owner, Lead climber, Foreman.' },
  'proof.people.qualifications': {
    label: 'Qualifications',
    hint: 'As each certificate names it, e.g. NPTC CS38 tree climbing and aerial rescue.',
    item: 'qualification',
  },
  'proof.people.photo': { label: 'Photo', hint: 'Optional: one of your own photos of this person.' },
  'proof.guarantees': { label: 'Guarantees', summary: '{{fields.covers}}', item: 'guarantee' },
  'proof.guarantees.covers': { label: 'What is guaranteed', hint: 'E.g. Fence posts against rot and wind damage.' },
  'proof.guarantees.years': { label: 'For how many years' },
  'proof.emergency': { label: 'Emergency call-outs', hint: 'Leave empty if you do not take emergency call-outs.' },
  'proof.emergency.responseHours': {
    label: 'How many hours to reach an emergency',
    hint: 'E.g. 2. Only a time you keep to.',
  },
  'proof.emergency.covers': {
    label: 'What counts as an emergency',
    hint: 'Optional, e.g. Fallen or storm-damaged trees, day or night.',
  },
  'proof.priceGuides': {
    label: 'Price guides',
    hint: 'A starting price per service, shown on that service’s page.',
    summary: '{{fields.service}} from £{{fields.from}} per {{fields.unit}}',
    item: 'price guide',
  },
  'proof.priceGuides.service': { label: 'Service' },
  'proof.priceGuides.label': {
    label: 'What exactly',
    hint: 'Optional, if the price is for one kind of the service, e.g. Closeboard fencing.',
  },
  'proof.priceGuides.from': { label: 'From (pounds)', hint: 'The lowest usual price, e.g. 45.' },
  'proof.priceGuides.unit': { label: 'Per', hint: 'metre, square metre, tree, stump, hour, day, visit or job.' },
  'proof.priceGuides.includes': {
    label: 'What the price includes',
    hint: 'E.g. Posts set in concrete, gravel boards, old fence taken away.',
  },
  'proof.googleBusiness': { label: 'Google Business Profile' },
  'proof.googleBusiness.url': {
    label: 'Link to your Google profile',
    hint: 'The web address of your Google Business Profile, starting https://',
  },
  'proof.googleBusiness.reviewCount': { label: 'Number of Google reviews', hint: 'As your profile shows it today.' },
  'proof.googleBusiness.rating': { label: 'Google star rating', hint: 'Optional, e.g. 4.9.' },

  businessName: { label: 'Business name' },
  shortName: { label: 'Short name', hint: 'For small screens and the phone’s home screen, up to 24 letters.' },
  tagline: { label: 'Tagline', hint: 'One line saying what you do and where.' },
  product: { label: 'What you do, in a few words', hint: 'E.g. “tree surgery and landscaping”.' },
  foundingYear: { label: 'Year you started' },
  focus: {
    label: 'Main services',
    hint: 'Up to four, most important first: they lead the menu, the home page and the services page.',
  },
  services: {
    label: 'Services you offer',
    hint: 'Leave empty to offer every service. Only these, and your main services, appear in the lists and forms of services on your site.',
  },
  serviceAreas: {
    label: 'Towns and areas you cover',
    hint: 'Listed on the home page. An area with its own page on the site is shown as yours only when listed here.',
    item: 'area',
  },

  theme: { label: 'Colours' },
  'theme.accent': {
    label: 'Main colour',
    hint: 'Buttons and links, e.g. #166534. White text must be easy to read on it.',
  },
  'theme.accentDark': { label: 'Dark colour', hint: 'The top bar and the footer, e.g. #14532d.' },
  'theme.accentSoft': {
    label: 'Light colour',
    hint: 'Tinted backgrounds, e.g. #f0fdf4. Dark text must be easy to read on it.',
  },
  look: { label: 'Logo and style', hint: 'Leave any of these empty to keep the standard design.' },
  'look.logo': {
    label: 'Logo file',
    hint: 'The name of your logo file (SVG or PNG, square) in the brand’s folder, e.g. logo.svg. Ask your web agency to add the file.',
  },
  'look.mark': { label: 'Drawing in the badge', hint: 'Used when there is no logo file.' },
  'look.markFrame': { label: 'Shape of the badge' },
  'look.headingFont': { label: 'Typeface of headings', hint: '“system” uses each visitor’s own font.' },
  'look.bodyFont': { label: 'Typeface of text', hint: '“system” uses each visitor’s own font.' },
  'look.header': { label: 'Top bar', hint: 'dark: white text on your dark colour; light: dark text on white.' },
  'look.hero': {
    label: 'Style of page tops',
    hint: 'classic, split, centred or dark. Only the styles that show your drawing whole are offered; with your own photo, every one.',
  },
  'look.setting': {
    label: 'Setting of your drawings',
    hint: 'Where the drawn pictures on your home page are set: town streets, suburbs (back gardens) or countryside. Your own photos are not changed. Ask your web agency to redraw the pictures after changing it.',
  },

  title: { label: 'Home page title', hint: `${readsHint} 10 to 70 characters.` },
  description: { label: 'Home page summary', hint: `${readsHint} 50 to 170 characters.` },
  keywords: {
    label: 'Search words',
    hint: 'What customers type to find you, e.g. “tree surgeon Reading”.',
    item: 'word',
  },
  ogTitle: { label: 'Title when shared', hint: 'Shown when a link to the site is shared on Facebook or WhatsApp.' },
  ogDescription: { label: 'Summary when shared', hint: 'Shown under that title.' },
};

/** brands/<id>/content/home.yaml */
export const homeLabels: Labels = {
  sections: {
    label: 'Sections and their order',
    hint: 'Drag them into the order visitors see them, top first. Remove one to hide it, or add one back. The top of the page stays first, and the quote form stays on the page. The price guide and your accreditations, insurance and guarantees show once you fill them in under What customers can check.',
    item: 'section',
  },
  hero: { label: 'Top of the page' },
  'hero.headline': { label: 'Headline' },
  'hero.intro': { label: 'Text under the headline', hint: placeholderHint },
  whyChooseUs: { label: 'Why choose us' },
  'whyChooseUs.intro': { label: 'Introduction' },
  'whyChooseUs.craftsmanship': { label: 'About your workmanship' },
  showcase: { label: 'Services on show' },
  'showcase.intro': { label: 'Introduction' },
  'showcase.cards': { label: 'Service cards', hint: 'Two or three services shown as cards.' },
  'showcase.blocks': {
    label: 'Featured services',
    hint: 'One or two services shown with their photos.',
    summary: '{{fields.title}}',
    item: 'featured service',
  },
  'showcase.blocks.service': { label: 'Service' },
  'showcase.blocks.title': { label: 'Heading' },
  'showcase.blocks.text': { label: 'Text' },
  'showcase.blocks.points': { label: 'Two key points', summary: '{{fields.title}}', item: 'point' },
  'showcase.blocks.points.title': { label: 'Point' },
  'showcase.blocks.points.text': { label: 'Explanation' },
  about: { label: 'About us' },
  'about.paragraphs': { label: 'Paragraphs', hint: 'Two to four.', item: 'paragraph' },
  cta: { label: 'Closing band' },
  'cta.title': { label: 'Heading' },
};

/** What the owner calls each home section (src/lib/home-composition.ts), in the list of sections and their order. */
export const homeSectionNames: Readonly<Record<HomeSectionId, string>> = {
  hero: 'Top of the page: headline and buttons',
  'why-choose-us': 'Why choose us',
  reviews: 'Customer reviews',
  'trusted-banner': 'Rating banner, linking to your reviews',
  credentials: 'Accreditations, insurance and guarantees',
  'services-showcase': 'Our services',
  'price-guides': 'Price guide',
  'recent-work': 'Recent work',
  'areas-covered': 'Areas covered and opening hours',
  about: 'About us',
  contact: 'Quote form and ways to get in touch',
  'services-ticker': 'Rolling list of services',
  'call-to-action': 'Closing band: call us',
};

/** brands/<id>/content/about.yaml */
export const aboutLabels: Labels = {
  intro: { label: 'Introduction', hint: placeholderHint },
  story: { label: 'Your story', hint: 'Two to four paragraphs.', item: 'paragraph' },
  team: { label: 'Your team' },
  'team.intro': { label: 'Introduction' },
  'team.members': { label: 'People or crews', summary: '{{fields.title}}', item: 'person or crew' },
  'team.members.title': { label: 'Name or role' },
  'team.members.text': { label: 'What they do' },
  values: { label: 'What you stand for', summary: '{{fields.title}}', item: 'value' },
  'values.title': { label: 'Heading' },
  'values.text': { label: 'Text' },
  'values.icon': { label: 'Icon' },
};

/** brands/<id>/content/service-pages/<service>.yaml */
export const servicePageLabels: Labels = {
  title: { label: 'Page title', hint: `${readsHint} Up to 33 characters.` },
  description: { label: 'Page summary', hint: `${readsHint} 70 to 160 characters.` },
  processFirst: { label: 'Show the steps before what is included' },
  heading: { label: 'Headline' },
  intro: { label: 'Text under the headline', hint: placeholderHint },
  heroImage: { label: 'Picture at the top' },
  heroAlt: { label: 'What the picture shows', hint: 'For people who cannot see it.' },
  badges: { label: 'Badges under the headline', summary: '{{fields.label}}', item: 'badge' },
  'badges.icon': { label: 'Icon' },
  'badges.label': { label: 'Words' },
  overview: { label: 'Overview' },
  'overview.title': { label: 'Heading' },
  'overview.paragraphs': { label: 'Paragraphs', item: 'paragraph' },
  options: { label: 'Choices', hint: 'Optional: the kinds of this service you offer.' },
  'options.title': { label: 'Heading' },
  'options.intro': { label: 'Introduction' },
  'options.cards': {
    label: 'Cards',
    hint: 'Either every card has a picture or none has.',
    summary: '{{fields.title}}',
    item: 'card',
  },
  'options.cards.title': { label: 'Heading' },
  'options.cards.description': { label: 'Text' },
  'options.cards.image': { label: 'Picture' },
  'options.cards.alt': { label: 'What the picture shows', hint: 'Needed when the card has a picture.' },
  included: { label: 'What is included' },
  'included.title': { label: 'Heading' },
  'included.intro': { label: 'Introduction' },
  'included.items': { label: 'Points', hint: 'At least three.', summary: '{{fields.title}}', item: 'point' },
  'included.items.title': { label: 'Point' },
  'included.items.text': { label: 'Explanation' },
  process: { label: 'How the job goes' },
  'process.title': { label: 'Heading' },
  'process.intro': { label: 'Introduction' },
  'process.steps': { label: 'Steps', hint: 'Three or four.', summary: '{{fields.title}}', item: 'step' },
  'process.steps.title': { label: 'Step' },
  'process.steps.text': { label: 'Explanation' },
  aftercare: { label: 'Aftercare', hint: 'Optional.' },
  'aftercare.title': { label: 'Heading' },
  'aftercare.paragraphs': { label: 'Paragraphs', item: 'paragraph' },
  faqs: { label: 'Questions and answers', summary: '{{fields.question}}', item: 'question' },
  'faqs.question': { label: 'Question' },
  'faqs.answer': { label: 'Answer' },
  cta: { label: 'Closing band' },
  'cta.title': { label: 'Heading' },
  'cta.text': { label: 'Text' },
};

/** brands/<id>/content/areas/<area>.yaml */
export const areaLabels: Labels = {
  title: { label: 'Page title', hint: `${readsHint} 10 to 33 characters.` },
  description: { label: 'Page summary', hint: `${readsHint} 50 to 170 characters.` },
  headline: { label: 'Headline' },
  intro: { label: 'Text under the headline', hint: placeholderHint },
  badges: { label: 'Badges under the headline', hint: 'Exactly three.', summary: '{{fields.label}}', item: 'badge' },
  'badges.icon': { label: 'Icon' },
  'badges.label': { label: 'Words' },
  whyChoose: { label: 'Why choose us', hint: 'Exactly six points.', summary: '{{fields.title}}', item: 'point' },
  'whyChoose.title': { label: 'Point' },
  'whyChoose.text': { label: 'Explanation' },
  specialists: {
    label: 'Property specialists',
    hint: 'Optional: exactly three cards.',
    summary: '{{fields.title}}',
    item: 'card',
  },
  'specialists.title': { label: 'Heading' },
  'specialists.text': { label: 'Text' },
};

/** brands/<id>/content/welcome-dialog.yaml */
export const welcomeDialogLabels: Labels = {
  title: { label: 'Heading', hint: placeholderHint },
  text: { label: 'Text' },
  quote: { label: 'Quote button' },
  call: { label: 'Call button' },
  messagePrompt: { label: 'Line before the WhatsApp button' },
  whatsapp: { label: 'WhatsApp button' },
  newTab: { label: 'Read out after the WhatsApp button', hint: 'For screen readers: says the link opens a new tab.' },
  close: { label: 'Close button' },
};

const listOf = (label: string, item: string, summary: string, hint?: string): OwnerLabel => ({
  label,
  item,
  summary,
  ...(hint ? { hint } : {}),
});
const order = hidden('the position in the list: set from where the item sits');
const id = hidden('names the item for the site: made by the editor');

/** brands/<id>/content/reviews.yaml: the one list the home page, the reviews page and the service pages show. */
export const reviewLabels: Labels = {
  items: listOf(
    'Reviews',
    'review',
    '{{fields.name}}: {{fields.text | truncate(48)}}',
    'Newest first. The home page shows the five-star ones; the reviews page shows them all.',
  ),
  id,
  sample: hidden(
    'marks a sample review written for the demonstration: delete it and add your real reviews (the site cannot go live with one)',
  ),
  name: { label: 'Name', hint: 'As the review site shows it: first name and initial (Sarah M.) or full name.' },
  date: { label: 'Date of the review', hint: 'Leave empty when the review site shows no date.' },
  platform: { label: 'Where it was posted' },
  rating: { label: 'Stars' },
  location: { label: 'Town' },
  text: {
    label: 'What they said',
    hint: 'Their words, as posted. The home page shows the first 200 characters or so, then “…”.',
  },
};

const photoHint = 'Which picture the site shows. “Your own photo” shows your own photo in its place.';
const jobLabels = {
  job: {
    label: 'About this particular job',
    hint: 'Only with your own photo of it: a heading and a description of that job.',
  },
  'job.title': { label: 'Heading' },
  'job.description': { label: 'Description' },
} satisfies Labels;

/** brands/<id>/content/gallery.yaml */
export const galleryProjectLabels: Labels = {
  items: listOf('Projects', 'project', '{{fields.title}}', 'Shown first in the gallery.'),
  id,
  order,
  title: { label: 'Heading' },
  category: { label: 'Filter', hint: 'Which gallery filter shows this project.' },
  imageKey: { label: 'Picture', hint: photoHint },
  description: { label: 'What the picture shows', hint: 'The kind of work, true of any picture of it.' },
  ...jobLabels,
};

/** brands/<id>/content/galleryCategories.yaml */
export const galleryCategoryLabels: Labels = {
  items: listOf(
    'Gallery filters',
    'filter',
    '{{fields.label}}',
    'Your own filters, shown before the standard ones. A filter cannot be removed here, as projects may use it.',
  ),
  id,
  order,
  label: { label: 'Name on the button' },
  noun: { label: 'Name in a sentence', hint: 'As in “No decking projects yet”: decking.' },
};

/** brands/<id>/content/recentWork.yaml */
export const recentWorkLabels: Labels = {
  items: listOf('Projects', 'project', '{{fields.title}}', 'Shown first in “Recent work” on the home page.'),
  id,
  order,
  image: { label: 'Picture', hint: photoHint },
  alt: { label: 'What the picture shows', hint: 'For people who cannot see it.' },
  title: { label: 'Heading' },
  description: { label: 'Description', hint: 'The kind of work, true of any picture of it.' },
  location: { label: 'Town' },
  ...jobLabels,
};
