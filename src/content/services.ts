/**
 * The service catalogue: every service the business offers, once. Each entry is a card on /services
 * (and wherever a page picks a card by id) and says where else the service appears: its own page
 * (`page: true` → route /<id>, copy in src/content/service-pages/<id>.yaml, `slides` for its photo
 * slider), the header navigation, the home hero's chips, the not-found page's links, the blog's
 * related services, the area pages' cards, the quote and enquiry forms' choices and the business
 * structured data's serviceTypes. `order` places the entry within each of those lists (each list has
 * its own order in SPEC). src/lib/service-catalogue.ts turns this into those lists.
 *
 * Add a service: an entry here, its page copy in src/content/service-pages/<id>.yaml (if `page`),
 * and its images (README, "Add a service").
 */
import type { ServiceEntry } from '../lib/service-catalogue.ts';

export const serviceCatalogue: ServiceEntry[] = [
  {
    id: 'fencing',
    group: 'structures',
    title: 'Fencing',
    description:
      'Closeboard, panel, picket and composite fences on concrete or timber posts, with gravel boards to keep the timber off the soil.',
    image: 'fencing-closeboard',
    alt: 'A new closeboard fence with concrete posts and gravel boards along a garden boundary',
    page: true,
    slides: [
      {
        image: 'fencing-closeboard',
        alt: 'A closeboard fence on concrete posts with a concrete gravel board',
        title: 'Closeboard fencing',
      },
      { image: 'fencing-panel', alt: 'Overlap fence panels between slotted concrete posts', title: 'Panel fencing' },
      { image: 'fencing-picket', alt: 'A white picket fence along a front garden path', title: 'Picket fencing' },
      {
        image: 'fencing-composite',
        alt: 'A grey composite fence with slim aluminium posts',
        title: 'Composite fencing',
      },
    ],
    header: { order: 1, label: 'Fencing' },
    heroChip: { order: 1, label: 'Fencing' },
    notFound: { order: 1, label: 'Fencing' },
    areaCard: {
      order: 2,
      title: 'Fencing',
      alt: 'Closeboard fence on concrete posts',
      text: 'Closeboard, panel, picket and composite fencing, with gates, on posts set in concrete to stand up to winter winds.',
    },
    quote: { order: 1, key: 'fencing', label: 'Fencing' },
    enquiry: { order: 1, label: 'Fencing' },
    serviceType: { order: 2, label: 'Fencing Installation' },
  },
  {
    id: 'patio',
    group: 'structures',
    title: 'Patios & Paving',
    description:
      'Indian sandstone and porcelain patios laid on a compacted MOT Type 1 base, with falls for drainage and properly pointed joints.',
    image: 'patio-sandstone',
    alt: 'A freshly laid Indian sandstone patio with pointed joints beside a lawn',
    page: true,
    slides: [
      {
        image: 'patio-sandstone',
        alt: 'An Indian sandstone patio in mixed buff and grey tones',
        title: 'Indian sandstone',
      },
      { image: 'patio-porcelain', alt: 'A modern porcelain patio with narrow, even joints', title: 'Porcelain paving' },
      { image: 'jet-washing-patio', alt: 'A patio being cleaned with a jet washer', title: 'Cleaning and re-pointing' },
    ],
    header: { order: 2, label: 'Patio' },
    heroChip: { order: 2, label: 'Patios' },
    notFound: { order: 2, label: 'Patios' },
    areaCard: {
      order: 1,
      title: 'Patios and paving',
      alt: 'Newly laid Indian sandstone patio',
      text: 'Sandstone, porcelain and block paving laid on a compacted, free-draining base for homes across {area}.',
    },
    quote: { order: 2, key: 'patio', label: 'Patio & paving' },
    enquiry: { order: 2, label: 'Patio Installation' },
    serviceType: { order: 1, label: 'Patio Installation' },
  },
  {
    id: 'driveways',
    group: 'structures',
    title: 'Driveways',
    description:
      'Block paving and resin-ready bases for driveways, dug out and built up to take the weight of a car without sinking or rutting.',
    image: 'driveway-block',
    alt: 'A block-paved driveway with a contrasting border in front of a house',
    cardLink: { href: '/contact#enquiry-form', label: 'Ask about driveways' },
  },
  {
    id: 'jet-washing',
    group: 'structures',
    title: 'Jet Washing',
    description:
      'Patios, paths and driveways cleaned back to the stone, with re-sanding of block paving and re-pointing where joints have washed out.',
    image: 'jet-washing-patio',
    alt: 'A patio half cleaned by jet washing, showing the difference between clean and dirty slabs',
    cardLink: { href: '/contact#enquiry-form', label: 'Ask about jet washing' },
  },
  {
    id: 'artificial-turf',
    group: 'lawns',
    title: 'Artificial Turf',
    description:
      'Our 35mm premium artificial grass, supplied on the roll with delivery across the UK or fitted by our team on a proper sub-base.',
    image: 'artificial-grass-lawn',
    alt: 'A green artificial grass lawn edged with timber beside a patio',
    page: true,
    slides: [
      {
        image: 'artificial-grass-lawn',
        alt: 'A finished artificial lawn in a family garden',
        title: 'A finished 35mm lawn',
      },
      {
        image: 'artificial-grass-closeup',
        alt: 'A close view of 35mm artificial grass showing the mix of green and brown fibres',
        title: 'Close up of the 35mm pile',
      },
    ],
    header: { order: 3, label: 'Artificial Turf' },
    heroChip: { order: 3, label: 'Artificial Turf' },
    notFound: { order: 3, label: 'Artificial Turf' },
    areaCard: {
      order: 4,
      title: 'Artificial turf',
      alt: 'Artificial grass lawn in a family garden',
      text: 'Premium {pileMm}mm artificial grass on a properly prepared stone base: green all year, no mowing, no muddy paw prints.',
    },
    quote: { order: 3, key: 'artificial-turf', label: 'Artificial turf' },
    enquiry: { order: 5, label: 'Artificial Turf' },
    serviceType: { order: 5, label: 'Artificial Grass' },
  },
  {
    id: 'turfing',
    group: 'lawns',
    title: 'Natural Turfing',
    description:
      'Fresh rolls of quality turf laid on cultivated, levelled and fed ground, so the new lawn roots in quickly and stays flat.',
    image: 'turfing-lawn',
    alt: 'Newly laid rolls of natural turf on a levelled garden',
    page: true,
    slides: [
      { image: 'turfing-lawn', alt: 'Freshly laid turf with tight, staggered joints', title: 'Freshly laid turf' },
      {
        image: 'maintenance-lawn',
        alt: 'An established lawn with neat mown stripes',
        title: 'An established lawn a season later',
      },
    ],
    heroChip: { order: 7, label: 'Turfing' },
    quote: { order: 6, key: 'turfing', label: 'Natural turfing' },
    enquiry: { order: 6, label: 'Natural Turfing' },
  },
  {
    id: 'landscaping',
    group: 'lawns',
    title: 'Landscaping & Garden Design',
    description:
      'Planting schemes, raised beds, paths, lawns and seating areas designed around the way you use your garden and the soil you have.',
    image: 'landscaping-garden',
    alt: 'A landscaped garden with curved borders, a lawn and a seating area',
    page: true,
    slides: [
      {
        image: 'landscaping-garden',
        alt: 'A landscaped garden with a lawn, curved borders and a seating area',
        title: 'Whole-garden landscaping',
      },
      {
        image: 'landscaping-beds',
        alt: 'Raised timber sleeper beds planted with shrubs and perennials',
        title: 'Raised beds and planting',
      },
      {
        image: 'garden-after',
        alt: 'A finished garden with a patio, lawn and planted borders',
        title: 'Finished landscaping project',
      },
    ],
    heroChip: { order: 6, label: 'Landscaping' },
    areaCard: {
      order: 3,
      title: 'Landscaping',
      alt: 'Landscaped garden with lawn, borders and seating area',
      text: 'Garden design and build in {area}: levels, paths, raised beds, planting and lighting, planned with you from the first sketch.',
    },
    quote: { order: 4, key: 'landscaping', label: 'Landscaping' },
    enquiry: { order: 8, label: 'Landscaping' },
    serviceType: { order: 3, label: 'Landscaping Services' },
  },
  {
    id: 'garden-transformation',
    group: 'lawns',
    title: 'Garden Transformation',
    description:
      'A full redesign and rebuild of a tired garden, taken from first consultation through design and construction to the final tidy-up.',
    image: 'garden-after',
    alt: 'A transformed garden with a new patio, lawn and planted borders',
    page: true,
    slides: [
      {
        image: 'garden-before',
        alt: 'An overgrown garden with a patchy lawn and cracked slabs before the work',
        title: 'Before',
      },
      {
        image: 'garden-after',
        alt: 'The same garden afterwards with a new patio, lawn and planted borders',
        title: 'After',
      },
    ],
    heroChip: { order: 8, label: 'Garden Transformation' },
    enquiry: { order: 7, label: 'Garden Transformation' },
  },
  {
    id: 'tree-surgery',
    group: 'care',
    title: 'Tree Surgery',
    description:
      'Crown reductions, thinning, deadwood removal and sectional felling by qualified, insured tree surgeons, with all arisings taken away.',
    image: 'tree-surgery-crown',
    alt: 'A tree surgeon in a harness reducing the crown of a mature tree',
    page: true,
    slides: [
      {
        image: 'tree-surgery-crown',
        alt: 'A tree surgeon working in the crown of a large tree',
        title: 'Crown reduction and thinning',
      },
      {
        image: 'tree-felling',
        alt: 'A tree being felled in sections with ropes to control each piece',
        title: 'Sectional felling',
      },
      {
        image: 'stump-grinding',
        alt: 'A stump grinder removing a tree stump below ground level',
        title: 'Stump grinding',
      },
    ],
    header: { order: 4, label: 'Tree Surgery' },
    heroChip: { order: 4, label: 'Tree Surgery' },
    notFound: { order: 4, label: 'Tree Surgery' },
    related: { order: 1, label: 'Tree surgery', text: 'Crown reductions, felling and stump grinding' },
    areaCard: {
      order: 5,
      title: 'Tree surgery',
      alt: 'Tree surgeon reducing the crown of a mature tree',
      text: 'Crown reductions, thinning, deadwood removal, felling and stump grinding, with council consent checked before we start.',
    },
    quote: { order: 5, key: 'tree-surgery', label: 'Tree surgery' },
    enquiry: { order: 3, label: 'Tree Surgery' },
    serviceType: { order: 4, label: 'Tree Surgery' },
  },
  {
    id: 'stump-grinding',
    group: 'care',
    title: 'Stump Grinding',
    description:
      'Stumps ground out below ground level so you can lay turf, plant or build over the spot, with the chippings used or removed.',
    image: 'stump-grinding',
    alt: 'A stump grinder working on a tree stump in a lawn',
    cardLink: { href: '/tree-surgery' },
  },
  {
    id: 'hedge-trimming',
    group: 'care',
    title: 'Hedge Trimming',
    description:
      'Regular trims, one-off cut-backs, shaping and height reductions for every kind of hedge, timed around nesting birds.',
    image: 'hedge-after',
    alt: 'A neatly trimmed hedge with a flat top and straight sides',
    page: true,
    slides: [
      {
        image: 'hedge-before',
        alt: 'An overgrown hedge spreading over a path before trimming',
        title: 'Before trimming',
      },
      { image: 'hedge-after', alt: 'The same hedge trimmed back to a neat, even shape', title: 'After trimming' },
    ],
    header: { order: 5, label: 'Hedge Trimming' },
    heroChip: { order: 5, label: 'Hedge Trimming' },
    related: { order: 2, label: 'Hedge trimming', text: 'Cutting, shaping and reducing overgrown hedges' },
    areaCard: {
      order: 6,
      title: 'Hedge trimming',
      alt: 'Neatly trimmed garden hedge',
      text: 'Regular trims and hard reductions for privet, beech, laurel and conifer hedges, with all clippings taken away.',
    },
    enquiry: { order: 4, label: 'Hedge Trimming' },
    serviceType: { order: 6, label: 'Hedge Trimming' },
  },
  {
    id: 'garden-maintenance',
    group: 'care',
    title: 'Garden Maintenance',
    description:
      'Regular or seasonal visits for mowing, edging, weeding, pruning and leaf clearance, so the garden stays tidy between bigger jobs.',
    image: 'maintenance-lawn',
    alt: 'A freshly mown lawn with neat stripes and crisp edges',
    cardLink: { href: '/contact#enquiry-form', label: 'Ask about maintenance' },
    quote: { order: 7, key: 'maintenance', label: 'Garden maintenance' },
  },
];
