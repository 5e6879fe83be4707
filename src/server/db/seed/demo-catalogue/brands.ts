/**
 * Real aftermarket / OE supplier brands, grouped by what they actually make, so a demo spark plug is
 * from NGK or Denso and not from Brembo. `nameZh` is the brand's usual Chinese trade name.
 */
export type BrandGroup =
  | 'brakes' | 'filters' | 'ignition' | 'lighting' | 'suspension' | 'electrical' | 'engine' | 'drivetrain'
  | 'climate' | 'fluids' | 'body' | 'tyres' | 'tools' | 'care' | 'interior' | 'electronics' | 'ev' | 'general';

export type Brand = { name: string; nameZh: string; groups: readonly BrandGroup[] };

export const BRANDS: readonly Brand[] = [
  { name: 'Bosch', nameZh: '博世', groups: ['brakes', 'filters', 'ignition', 'electrical', 'engine', 'tools', 'general'] },
  { name: 'Brembo', nameZh: '布雷博', groups: ['brakes'] },
  { name: 'ATE', nameZh: 'ATE', groups: ['brakes'] },
  { name: 'TRW', nameZh: '天合', groups: ['brakes', 'suspension', 'general'] },
  { name: 'Akebono', nameZh: '曙光', groups: ['brakes'] },
  { name: 'Textar', nameZh: '泰明顿', groups: ['brakes'] },
  { name: 'Denso', nameZh: '电装', groups: ['ignition', 'electrical', 'climate', 'filters', 'engine'] },
  { name: 'NGK', nameZh: 'NGK', groups: ['ignition', 'electrical'] },
  { name: 'Champion', nameZh: '冠军', groups: ['ignition', 'filters'] },
  { name: 'Mann-Filter', nameZh: '曼牌', groups: ['filters'] },
  { name: 'Mahle', nameZh: '马勒', groups: ['filters', 'engine', 'climate'] },
  { name: 'Hengst', nameZh: '汉格斯特', groups: ['filters'] },
  { name: 'Valeo', nameZh: '法雷奥', groups: ['electrical', 'lighting', 'climate', 'drivetrain', 'body'] },
  { name: 'Gates', nameZh: '盖茨', groups: ['engine', 'drivetrain', 'climate'] },
  { name: 'Dayco', nameZh: '戴科', groups: ['engine'] },
  { name: 'Continental', nameZh: '马牌', groups: ['engine', 'tyres', 'electronics', 'electrical'] },
  { name: 'SKF', nameZh: '斯凯孚', groups: ['engine', 'drivetrain', 'suspension'] },
  { name: 'INA', nameZh: '依纳', groups: ['engine', 'drivetrain'] },
  { name: 'LuK', nameZh: '舍弗勒LuK', groups: ['drivetrain'] },
  { name: 'Sachs', nameZh: '萨克斯', groups: ['suspension', 'drivetrain'] },
  { name: 'Monroe', nameZh: '蒙诺', groups: ['suspension'] },
  { name: 'KYB', nameZh: 'KYB', groups: ['suspension'] },
  { name: 'Bilstein', nameZh: '倍适登', groups: ['suspension'] },
  { name: 'Lemförder', nameZh: '伦福德', groups: ['suspension', 'drivetrain'] },
  { name: 'Febi Bilstein', nameZh: '费比', groups: ['suspension', 'engine', 'body', 'general'] },
  { name: 'Hella', nameZh: '海拉', groups: ['lighting', 'electrical', 'electronics', 'general'] },
  { name: 'Philips', nameZh: '飞利浦', groups: ['lighting'] },
  { name: 'Osram', nameZh: '欧司朗', groups: ['lighting'] },
  { name: 'Delphi', nameZh: '德尔福', groups: ['electrical', 'engine', 'general'] },
  { name: 'Pierburg', nameZh: '皮尔博格', groups: ['engine'] },
  { name: 'Elring', nameZh: '爱尔铃', groups: ['engine'] },
  { name: 'Varta', nameZh: '瓦尔塔', groups: ['electrical', 'ev'] },
  { name: 'Mobil 1', nameZh: '美孚1号', groups: ['fluids'] },
  { name: 'Castrol', nameZh: '嘉实多', groups: ['fluids'] },
  { name: 'Shell', nameZh: '壳牌', groups: ['fluids', 'care'] },
  { name: '3M', nameZh: '3M', groups: ['care', 'body', 'interior', 'tools'] },
  { name: 'Meguiar\'s', nameZh: '美光', groups: ['care'] },
  { name: 'Michelin', nameZh: '米其林', groups: ['tyres'] },
  { name: 'Bridgestone', nameZh: '普利司通', groups: ['tyres'] },
  { name: 'Launch', nameZh: '元征', groups: ['tools', 'electronics'] },
  { name: 'Stanley', nameZh: '史丹利', groups: ['tools'] },
  { name: 'Pioneer', nameZh: '先锋', groups: ['electronics'] },
  { name: 'Thule', nameZh: '拓乐', groups: ['body', 'interior'] },
  { name: 'CATL', nameZh: '宁德时代', groups: ['ev'] },
  { name: 'FinDreams', nameZh: '弗迪', groups: ['ev', 'electrical', 'brakes'] },
  { name: 'Wanxiang', nameZh: '万向', groups: ['drivetrain', 'suspension', 'ev'] },
  { name: 'Fuyao', nameZh: '福耀', groups: ['body'] },
  { name: 'Weifu', nameZh: '威孚', groups: ['engine', 'filters'] },
  { name: 'Zhongce', nameZh: '中策朝阳', groups: ['tyres'] },
  { name: 'Xinyi', nameZh: '信义', groups: ['body'] },
  { name: 'Sanhua', nameZh: '三花', groups: ['climate', 'ev'] },
  { name: 'Tuopu', nameZh: '拓普', groups: ['suspension', 'body'] },
  { name: 'Yanfeng', nameZh: '延锋', groups: ['interior'] },
  { name: 'Huayu', nameZh: '华域', groups: ['general', 'lighting', 'interior', 'climate'] },
  { name: 'Kingfisher', nameZh: '翠鸟', groups: ['care', 'interior', 'general'] },
];

const byGroup = new Map<BrandGroup, Brand[]>();
for (const brand of BRANDS) {
  for (const group of brand.groups) {
    const list = byGroup.get(group) ?? [];
    list.push(brand);
    byGroup.set(group, list);
  }
}

/** Brands that make parts of this group; falls back to general suppliers. */
export function brandsFor(group: BrandGroup): readonly Brand[] {
  return byGroup.get(group) ?? byGroup.get('general') ?? BRANDS;
}
