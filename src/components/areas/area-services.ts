/** The six service cards every area page shows, worded for the area they appear on. */
import type { ImageKey } from '../../assets/image-keys.ts';
import { artificialGrassPileMm } from '../../lib/business.ts';

export interface AreaService {
  title: string;
  href: string;
  image: ImageKey;
  alt: string;
  description: string;
}

export function areaServices(area: string): AreaService[] {
  return [
    {
      title: 'Patios and paving',
      href: '/patio',
      image: 'patio-sandstone',
      alt: 'Newly laid Indian sandstone patio',
      description: `Sandstone, porcelain and block paving laid on a compacted, free-draining base for homes across ${area}.`,
    },
    {
      title: 'Fencing',
      href: '/fencing',
      image: 'fencing-closeboard',
      alt: 'Closeboard fence on concrete posts',
      description: `Closeboard, panel, picket and composite fencing, with gates, on posts set in concrete to stand up to winter winds.`,
    },
    {
      title: 'Landscaping',
      href: '/landscaping',
      image: 'landscaping-garden',
      alt: 'Landscaped garden with lawn, borders and seating area',
      description: `Garden design and build in ${area}: levels, paths, raised beds, planting and lighting, planned with you from the first sketch.`,
    },
    {
      title: 'Artificial turf',
      href: '/artificial-turf',
      image: 'artificial-grass-lawn',
      alt: 'Artificial grass lawn in a family garden',
      description: `Premium ${artificialGrassPileMm}mm artificial grass on a properly prepared stone base: green all year, no mowing, no muddy paw prints.`,
    },
    {
      title: 'Tree surgery',
      href: '/tree-surgery',
      image: 'tree-surgery-crown',
      alt: 'Tree surgeon reducing the crown of a mature tree',
      description: `Crown reductions, thinning, deadwood removal, felling and stump grinding, with council consent checked before we start.`,
    },
    {
      title: 'Hedge trimming',
      href: '/hedge-trimming',
      image: 'hedge-after',
      alt: 'Neatly trimmed garden hedge',
      description: `Regular trims and hard reductions for privet, beech, laurel and conifer hedges, with all clippings taken away.`,
    },
  ];
}
