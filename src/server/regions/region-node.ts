/** Position in the picker: the second level is always 'city', even for units that sit straight under a province. */
export type RegionLevel = 'province' | 'city' | 'district';

/** One node of the region tree, shaped like AMap's district API plus an English name for the en UI. */
export type RegionNode = {
  adcode: string;
  name: string;
  nameEn: string;
  level: RegionLevel;
  districts: RegionNode[];
};

/** A node without its children, as returned by lookups. */
export type RegionRef = Pick<RegionNode, 'adcode' | 'name' | 'nameEn'>;
