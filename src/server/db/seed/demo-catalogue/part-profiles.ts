import type { ImageKind } from '@/server/catalog/images/image-kinds';
import type { BrandGroup } from './brands';

export { IMAGE_KINDS, type ImageKind } from '@/server/catalog/images/image-kinds';

/**
 * How demo parts of a category look: brand group, picture, whether they fit specific vehicles, price
 * band, sales units and specification pools. Profiles are keyed by Shopify taxonomy id prefixes, so
 * they follow the category data rather than our own codes; exact leaf ids refine them.
 */
export type Unit = 'piece' | 'set' | 'pair' | 'box' | 'kit' | 'litre';
export type Text2 = { en: string; zh: string };
export type SpecPool = { keyEn: string; keyZh: string; values: readonly Text2[] };

export type PartProfile = {
  group: BrandGroup;
  images: readonly ImageKind[];
  /** vehicle: titled "for <make> <model> <years>" with fitments; universal: no fitments. */
  fitment: 'vehicle' | 'universal';
  priceUsd: readonly [number, number];
  units: readonly Unit[];
  moq: readonly number[];
  weightGrams: readonly [number, number];
  warrantyMonths: readonly number[];
  /** Universal parts: append the first spec value to the title ("Synthetic Motor Oil 5W-30"). */
  titleSpec?: boolean;
  variants?: readonly Text2[];
  specs: readonly SpecPool[];
};

export type LeafProfile = Partial<PartProfile> & { noun?: Text2 };

const t = (en: string, zh: string): Text2 => ({ en, zh });
const spec = (keyEn: string, keyZh: string, ...values: (Text2 | Text2[])[]): SpecPool => ({ keyEn, keyZh, values: values.flat() });
const same = (...values: string[]): Text2[] => values.map((v) => t(v, v));

const FRONT_REAR = [t('Front', '前轮'), t('Rear', '后轮')];
const LEFT_RIGHT = [t('Left', '左侧'), t('Right', '右侧'), t('Front Left', '左前'), t('Front Right', '右前')];
const MATERIAL_METAL = spec('Material', '材质', t('Steel', '钢'), t('Aluminium alloy', '铝合金'), t('Cast iron', '铸铁'));
const ORIGIN = spec('Country of origin', '产地', t('China', '中国'), t('Germany', '德国'), t('Japan', '日本'), t('Korea', '韩国'), t('Czech Republic', '捷克'));
const QUALITY = spec('Quality grade', '品质等级', t('OE', '原厂配套'), t('OES', '原厂同质'), t('Premium aftermarket', '高端售后'));
const CERT = spec('Certification', '认证', same('IATF 16949', 'ISO 9001', 'E-mark', 'DOT'));
const VOLTAGE = spec('Voltage', '电压', same('12 V', '24 V'));

const base = { moq: [1, 2, 5, 10], warrantyMonths: [12, 24], units: ['piece'] } as const;

export const PROFILES: Readonly<Record<string, PartProfile>> = {
  'vp-1-4-1': { ...base, group: 'brakes', images: ['brake-disc', 'brake-pad'], fitment: 'vehicle', priceUsd: [1500, 18000], weightGrams: [300, 9000], variants: FRONT_REAR, specs: [QUALITY, ORIGIN, spec('Certification', '认证', same('ECE R90', 'IATF 16949'))] },
  'vp-1-4-2': { ...base, group: 'interior', images: ['seat'], fitment: 'vehicle', priceUsd: [2000, 25000], units: ['set', 'piece'], weightGrams: [500, 6000], specs: [spec('Material', '材质', t('Nylon carpet', '尼龙地毯'), t('TPE', 'TPE'), t('Leatherette', '仿皮')), spec('Colour', '颜色', t('Black', '黑色'), t('Beige', '米色'), t('Grey', '灰色')), ORIGIN] },
  'vp-1-4-3': { ...base, group: 'climate', images: ['fan'], fitment: 'vehicle', priceUsd: [3000, 45000], weightGrams: [400, 8000], specs: [spec('Refrigerant', '制冷剂', same('R134a', 'R1234yf')), VOLTAGE, QUALITY, ORIGIN] },
  'vp-1-4-4': { ...base, group: 'suspension', images: ['steering-wheel', 'gear'], fitment: 'vehicle', priceUsd: [2500, 60000], weightGrams: [500, 12000], specs: [QUALITY, spec('Steering', '转向形式', t('Hydraulic', '液压助力'), t('Electric (EPS)', '电动助力 (EPS)')), ORIGIN] },
  'vp-1-4-5': { ...base, group: 'engine', images: ['gear', 'part'], fitment: 'vehicle', priceUsd: [400, 20000], moq: [5, 10, 20], weightGrams: [100, 3000], specs: [QUALITY, CERT, ORIGIN] },
  'vp-1-4-6': { ...base, group: 'engine', images: ['piston', 'belt', 'gear'], fitment: 'vehicle', priceUsd: [1500, 60000], weightGrams: [200, 15000], specs: [MATERIAL_METAL, QUALITY, CERT, ORIGIN] },
  'vp-1-4-7': { ...base, group: 'engine', images: ['piston', 'gear'], fitment: 'vehicle', priceUsd: [2500, 350000], units: ['piece', 'kit'], weightGrams: [800, 150000], specs: [QUALITY, spec('Condition', '成色', t('New', '全新'), t('Remanufactured', '再制造')), ORIGIN] },
  'vp-1-4-8': { ...base, group: 'engine', images: ['exhaust'], fitment: 'vehicle', priceUsd: [4000, 90000], weightGrams: [2000, 20000], variants: [t('Front', '前段'), t('Centre', '中段'), t('Rear', '后段')], specs: [spec('Material', '材质', t('Stainless steel 409', '409不锈钢'), t('Aluminised steel', '镀铝钢')), spec('Emission standard', '排放标准', same('Euro 6', 'China 6b', 'EPA Tier 3')), ORIGIN] },
  'vp-1-4-9': { ...base, group: 'body', images: ['door'], fitment: 'vehicle', priceUsd: [3500, 80000], weightGrams: [1500, 30000], variants: [t('Front', '前'), t('Rear', '后'), ...LEFT_RIGHT], specs: [spec('Finish', '表面处理', t('Primed, ready to paint', '已上底漆，可直接喷漆'), t('Textured black', '黑色纹理')), spec('Material', '材质', t('Steel', '钢'), t('PP plastic', 'PP塑料'), t('Aluminium', '铝')), CERT] },
  'vp-1-4-10': { ...base, group: 'engine', images: ['fuel-pump', 'filter'], fitment: 'vehicle', priceUsd: [800, 40000], weightGrams: [100, 8000], specs: [spec('Fuel type', '燃油类型', t('Petrol', '汽油'), t('Diesel', '柴油')), spec('Operating pressure', '工作压力', same('3.5 bar', '4.0 bar', '5.0 bar')), QUALITY, ORIGIN] },
  'vp-1-4-11': { ...base, titleSpec: false, group: 'interior', images: ['seat', 'steering-wheel'], fitment: 'universal', priceUsd: [800, 12000], units: ['piece', 'set'], moq: [10, 20, 50], weightGrams: [100, 4000], specs: [spec('Material', '材质', t('PU leather', 'PU皮革'), t('Silicone', '硅胶'), t('TPE', 'TPE'), t('Polyester', '涤纶')), spec('Colour', '颜色', t('Black', '黑色'), t('Grey', '灰色'), t('Beige', '米色'), t('Red', '红色'))] },
  'vp-1-4-12': { ...base, group: 'lighting', images: ['headlight', 'bulb'], fitment: 'vehicle', priceUsd: [500, 60000], weightGrams: [50, 6000], variants: LEFT_RIGHT, specs: [VOLTAGE, spec('Light source', '光源', same('LED', 'Halogen', 'Xenon HID')), spec('Colour temperature', '色温', same('3000 K', '4300 K', '6000 K')), spec('Certification', '认证', same('E-mark', 'DOT', 'SAE'))] },
  'vp-1-4-13': { ...base, group: 'body', images: ['mirror'], fitment: 'vehicle', priceUsd: [2000, 30000], weightGrams: [300, 3000], variants: [t('Left', '左侧'), t('Right', '右侧')], specs: [spec('Features', '功能', t('Heated, power folding', '加热、电动折叠'), t('Heated', '加热'), t('Manual', '手动')), spec('Turn signal', '转向灯', t('With', '带'), t('Without', '不带')), QUALITY] },
  'vp-1-4-14': { ...base, group: 'electrical', images: ['battery', 'spark-plug', 'gear'], fitment: 'vehicle', priceUsd: [300, 40000], weightGrams: [20, 25000], specs: [VOLTAGE, QUALITY, ORIGIN] },
  'vp-1-4-15': { ...base, group: 'interior', images: ['seat'], fitment: 'vehicle', priceUsd: [8000, 120000], weightGrams: [8000, 30000], variants: [t('Driver', '主驾'), t('Passenger', '副驾')], specs: [spec('Upholstery', '面料', t('Leather', '真皮'), t('Fabric', '织物')), spec('Adjustment', '调节方式', t('Power', '电动'), t('Manual', '手动'))] },
  'vp-1-4-16': { ...base, group: 'electrical', images: ['sensor'], fitment: 'vehicle', priceUsd: [1200, 25000], weightGrams: [50, 1500], specs: [spec('Connector', '插头', same('2-pin', '3-pin', '4-pin')), VOLTAGE, QUALITY, ORIGIN] },
  'vp-1-4-17': { ...base, group: 'suspension', images: ['shock', 'spring'], fitment: 'vehicle', priceUsd: [1500, 45000], units: ['piece', 'pair'], weightGrams: [400, 9000], variants: [...FRONT_REAR, ...LEFT_RIGHT], specs: [spec('Type', '类型', t('Gas-charged twin-tube', '双筒充气式'), t('Mono-tube', '单筒式'), t('OE replacement', '原厂替换')), QUALITY, ORIGIN] },
  'vp-1-4-18': { ...base, group: 'body', images: ['hook'], fitment: 'vehicle', priceUsd: [1000, 40000], weightGrams: [300, 25000], specs: [spec('Towing capacity', '牵引能力', same('1,500 kg', '2,000 kg', '3,500 kg')), spec('Class', '等级', same('Class II', 'Class III', 'Class IV')), CERT] },
  'vp-1-4-19': { ...base, group: 'drivetrain', images: ['gear'], fitment: 'vehicle', priceUsd: [2000, 180000], units: ['piece', 'kit'], weightGrams: [500, 60000], specs: [spec('Transmission', '变速箱类型', t('Manual', '手动'), t('Automatic', '自动'), t('DCT', '双离合'), t('CVT', 'CVT')), QUALITY, ORIGIN] },
  'vp-1-4-20': { ...base, group: 'tyres', images: ['tyre', 'wheel'], fitment: 'vehicle', priceUsd: [4000, 40000], units: ['piece', 'set'], moq: [4, 8, 20], weightGrams: [7000, 14000], specs: [spec('Size', '规格', same('205/55 R16', '225/45 R17', '235/55 R18', '245/40 R19')), spec('Season', '季节', t('All-season', '四季'), t('Summer', '夏季'), t('Winter', '冬季')), CERT] },
  'vp-1-4-21': { ...base, group: 'body', images: ['door'], fitment: 'vehicle', priceUsd: [1500, 25000], weightGrams: [300, 5000], variants: LEFT_RIGHT, specs: [spec('Type', '类型', t('Power window regulator with motor', '电动玻璃升降器（带电机）'), t('Window regulator', '玻璃升降器'), t('Door glass', '车门玻璃')), QUALITY] },
  'vp-1-2': { ...base, group: 'ev', images: ['charger', 'battery'], fitment: 'vehicle', priceUsd: [3000, 250000], weightGrams: [500, 300000], specs: [spec('Rated power', '额定功率', same('7 kW', '11 kW', '22 kW', '60 kW')), spec('Standard', '标准', same('GB/T 20234', 'Type 2 (IEC 62196)', 'CCS2', 'NACS')), CERT] },
  'vp-1-3': { ...base, titleSpec: false, group: 'electronics', images: ['speaker'], fitment: 'universal', priceUsd: [2000, 50000], weightGrams: [200, 5000], specs: [spec('Size', '尺寸', same('6.5"', '6×9"', '10"', '2 DIN')), spec('Peak power', '峰值功率', same('200 W', '400 W', '1000 W')), ORIGIN] },
  'vp-1-5-2': { ...base, group: 'care', images: ['spray'], fitment: 'universal', priceUsd: [300, 4000], units: ['piece', 'box'], moq: [12, 24, 48], weightGrams: [300, 5000], warrantyMonths: [0], specs: [spec('Volume', '容量', same('500 ml', '1 L', '4 L')), spec('Shelf life', '保质期', t('36 months', '36个月'), t('24 months', '24个月'))] },
  'vp-1-5-3': { ...base, group: 'care', images: ['part'], fitment: 'vehicle', priceUsd: [2000, 30000], weightGrams: [800, 8000], specs: [spec('Material', '材质', t('Oxford 210D', '210D牛津布'), t('PEVA', 'PEVA'), t('Vinyl', '乙烯基')), spec('Water resistance', '防水等级', t('Waterproof', '全防水'), t('Water-resistant', '防泼水'))] },
  'vp-1-5-4': { ...base, titleSpec: false, group: 'interior', images: ['part'], fitment: 'universal', priceUsd: [200, 5000], moq: [20, 50, 100], units: ['piece', 'box'], weightGrams: [20, 800], warrantyMonths: [0, 6], specs: [spec('Material', '材质', t('Zinc alloy', '锌合金'), t('ABS plastic', 'ABS塑料'), t('Vinyl', '乙烯基'))] },
  'vp-1-5-5': { ...base, group: 'fluids', images: ['oil-can'], fitment: 'universal', priceUsd: [500, 8000], units: ['litre', 'box'], moq: [12, 24, 48], weightGrams: [500, 5000], warrantyMonths: [0], specs: [spec('Volume', '容量', same('1 L', '4 L', '5 L')), spec('Specification', '规格', same('API SP', 'ACEA C3', 'DOT 4', 'G12++', 'ILSAC GF-6A'))] },
  'vp-1-5-6': { ...base, group: 'care', images: ['spray'], fitment: 'universal', priceUsd: [800, 6000], moq: [12, 24], units: ['piece', 'kit'], weightGrams: [300, 1500], warrantyMonths: [0], specs: [spec('Finish', '光泽', t('Gloss', '高光'), t('Matte', '哑光'), t('Metallic', '金属漆')), spec('Volume', '容量', same('400 ml', '1 L'))] },
  'vp-1-5-7': { ...base, titleSpec: false, group: 'tools', images: ['wrench'], fitment: 'universal', priceUsd: [1000, 60000], units: ['piece', 'kit', 'set'], weightGrams: [200, 12000], specs: [spec('Power supply', '供电', same('12 V', '110–240 V', 'Li-ion')), spec('Compatibility', '适用范围', t('Passenger cars and light trucks', '乘用车及轻型卡车'), t('All 12 V vehicles', '所有12V车辆')), CERT] },
  'vp-1-6-3': { ...base, group: 'electronics', images: ['lock'], fitment: 'vehicle', priceUsd: [1000, 30000], weightGrams: [100, 3000], specs: [VOLTAGE, spec('Frequency', '频率', same('315 MHz', '433 MHz')), QUALITY] },
  'vp-1-6-4': { ...base, group: 'general', images: ['part'], fitment: 'vehicle', priceUsd: [800, 40000], weightGrams: [100, 5000], specs: [spec('Standard', '标准', same('ECE R16', 'FMVSS 209', 'GB 14166')), QUALITY] },
  'vp-1-7': { ...base, titleSpec: false, group: 'body', images: ['hook'], fitment: 'universal', priceUsd: [1500, 40000], units: ['piece', 'set'], weightGrams: [300, 20000], specs: [spec('Load capacity', '承重', same('45 kg', '75 kg', '100 kg')), spec('Material', '材质', t('Aluminium', '铝合金'), t('Steel', '钢'), t('Nylon', '尼龙'))] },
};

/** Leaf-level refinements: a nicer singular noun, a specific picture, units and key specifications. */
export const LEAF_PROFILES: Readonly<Record<string, LeafProfile>> = {
  'vp-1-4-1-7': { noun: t('Brake Pads', '刹车片'), images: ['brake-pad'], units: ['set'], priceUsd: [1500, 9000], weightGrams: [800, 2500], specs: [spec('Friction material', '摩擦材料', t('Ceramic', '陶瓷'), t('Semi-metallic', '半金属'), t('Low-metallic NAO', '低金属')), spec('Wear indicator', '磨损报警', t('With', '带'), t('Without', '不带')), QUALITY, ORIGIN] },
  'vp-1-4-1-8': { noun: t('Brake Discs', '刹车盘'), images: ['brake-disc'], units: ['pair'], priceUsd: [3000, 16000], specs: [spec('Type', '类型', t('Vented', '通风盘'), t('Solid', '实心盘'), t('Drilled & slotted', '打孔划线')), spec('Diameter', '直径', same('280 mm', '296 mm', '312 mm', '330 mm')), spec('Coating', '涂层', t('Anti-rust coated', '防锈涂层'), t('Uncoated', '无涂层')), ORIGIN] },
  'vp-1-4-1-3': { noun: t('Brake Caliper', '制动卡钳'), images: ['brake-disc'], specs: [spec('Pistons', '活塞数', same('1', '2', '4')), spec('Condition', '成色', t('New', '全新'), t('Remanufactured', '再制造')), ORIGIN] },
  'vp-1-4-1-4': { noun: t('Brake Fluid', '制动液'), images: ['oil-can'], fitment: 'universal', units: ['litre', 'box'], moq: [12, 24], variants: [t('', '')], specs: [spec('Standard', '标准', same('DOT 4', 'DOT 5.1', 'DOT 4 LV')), spec('Volume', '容量', same('500 ml', '1 L'))] },
  'vp-1-4-5-5': { noun: t('Oil Filter', '机油滤清器'), group: 'filters', images: ['filter'], priceUsd: [400, 2500], moq: [20, 50, 100], units: ['piece', 'box'], weightGrams: [150, 600], specs: [spec('Type', '类型', t('Spin-on', '旋装式'), t('Cartridge', '滤芯式')), spec('Thread', '螺纹', same('M20×1.5', '3/4"-16 UNF', 'M22×1.5')), spec('Seal diameter', '密封圈外径', same('62 mm', '71 mm', '76 mm')), QUALITY] },
  'vp-1-4-10-3': { noun: t('Fuel Filter', '燃油滤清器'), group: 'filters', images: ['filter'], priceUsd: [600, 4500], moq: [10, 20, 50] },
  'vp-1-4-10-7': { noun: t('Fuel Pump', '燃油泵'), images: ['fuel-pump'] },
  'vp-1-4-14-5': { noun: t('Spark Plugs', '火花塞'), images: ['spark-plug'], units: ['set', 'piece'], priceUsd: [400, 4000], moq: [10, 20, 50], specs: [spec('Electrode', '电极', t('Iridium', '铱金'), t('Platinum', '铂金'), t('Nickel', '镍合金')), spec('Thread', '螺纹', same('M12×1.25', 'M14×1.25')), spec('Heat range', '热值', same('6', '7', '8'))] },
  'vp-1-4-14-2': { noun: t('Car Battery', '汽车蓄电池'), images: ['battery'], fitment: 'universal', priceUsd: [6000, 25000], weightGrams: [12000, 25000], specs: [spec('Capacity', '容量', same('45 Ah', '60 Ah', '70 Ah', '95 Ah')), spec('Cold cranking', '冷启动电流', same('480 A', '640 A', '760 A')), spec('Technology', '技术', same('AGM', 'EFB', 'Lead-acid'))] },
  'vp-1-4-14-1': { noun: t('Alternator', '发电机'), images: ['gear'], specs: [spec('Output', '输出电流', same('90 A', '120 A', '150 A', '180 A')), VOLTAGE, spec('Condition', '成色', t('New', '全新'), t('Remanufactured', '再制造'))] },
  'vp-1-4-14-6': { noun: t('Starter Motor', '起动机'), images: ['gear'] },
  'vp-1-4-12-4': { noun: t('Headlight Bulbs', '大灯灯泡'), images: ['bulb'], fitment: 'universal', units: ['pair', 'box'], priceUsd: [500, 6000], moq: [10, 20, 50], variants: [t('', '')], specs: [spec('Base', '灯座', same('H1', 'H4', 'H7', 'H11', '9005', 'D1S')), spec('Light source', '光源', same('LED', 'Halogen', 'Xenon HID')), VOLTAGE] },
  'vp-1-4-12-2': { noun: t('Headlight Assembly', '大灯总成'), images: ['headlight'] },
  'vp-1-4-12-7': { noun: t('Tail Light Assembly', '尾灯总成'), images: ['headlight'] },
  'vp-1-4-17-5': { noun: t('Shock Absorber', '减震器'), images: ['shock'] },
  'vp-1-4-17-6': { noun: t('Strut Assembly', '减震器总成'), images: ['shock'] },
  'vp-1-4-17-2': { noun: t('Coil Spring', '螺旋弹簧'), images: ['spring'] },
  'vp-1-4-6-7': { noun: t('Timing Belt Kit', '正时皮带套件'), images: ['belt'], units: ['kit'], variants: [t('', '')] },
  'vp-1-4-6-8': { noun: t('Timing Chain Kit', '正时链条套件'), images: ['belt'], units: ['kit'], variants: [t('', '')] },
  'vp-1-4-6-6': { noun: t('Pistons', '活塞'), images: ['piston'], units: ['set'], variants: [t('', '')] },
  'vp-1-4-19-2': { noun: t('Clutch Kit', '离合器套件'), images: ['gear'], units: ['kit'], variants: [t('', '')] },
  'vp-1-5-5-8': { images: ['oil-can'], specs: [spec('Viscosity', '粘度', same('0W-20', '5W-30', '5W-40', '10W-40')), spec('Volume', '容量', same('1 L', '4 L', '5 L')), spec('Approval', '认证', same('API SP', 'ACEA C3', 'VW 504.00', 'MB 229.51'))] },
  'vp-1-4-20-3': { images: ['tyre'] },
  'vp-1-4-20-1': { images: ['wheel'], specs: [spec('Size', '规格', same('16×6.5J', '17×7.5J', '18×8J', '19×8.5J')), spec('PCD', '孔距', same('5×112', '5×114.3', '5×120')), spec('Finish', '表面', t('Silver', '银色'), t('Gloss black', '亮黑'), t('Gunmetal', '枪灰'))] },
};

/** The profile for a leaf taxonomy id: the longest matching prefix, refined by the leaf entry. */
export function profileFor(taxonomyId: string | null | undefined): PartProfile & { noun?: Text2 } {
  const id = taxonomyId ?? '';
  let found: PartProfile | undefined;
  let bestLen = -1;
  for (const [prefix, profile] of Object.entries(PROFILES)) {
    if ((id === prefix || id.startsWith(prefix + '-')) && prefix.length > bestLen) {
      found = profile;
      bestLen = prefix.length;
    }
  }
  let leaf: LeafProfile | undefined;
  let leafLen = -1;
  for (const [prefix, entry] of Object.entries(LEAF_PROFILES)) {
    if ((id === prefix || id.startsWith(prefix + '-')) && prefix.length > leafLen) {
      leaf = entry;
      leafLen = prefix.length;
    }
  }
  return { ...(found ?? GENERIC_PROFILE), ...leaf };
}

export const GENERIC_PROFILE: PartProfile = {
  ...base,
  group: 'general',
  images: ['part'],
  fitment: 'vehicle',
  priceUsd: [1000, 20000],
  weightGrams: [100, 5000],
  specs: [QUALITY, ORIGIN, CERT],
};
