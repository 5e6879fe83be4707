/**
 * The trade's vocabulary in the judged set: regional and workshop names, US and UK terms,
 * abbreviations, joined and split words, short typos. Each query is judged by the categories its
 * parts sit in (demo catalogue cids) and names where its term is attested (docs/decisions/0069).
 */
export type VocabularyQuery = { class: string; lang: 'zh' | 'en'; q: string; cids?: string[]; enWordLike?: string; source: string };

const SRC = {
  hkGarage: 'https://car1.hk/news/term-of-automobile-parts-1',
  hkGarage2: 'http://www.zq763.com.cn/modi/article/973323?type=u50',
  fourFilters: 'http://m.webprescott.com/news/show.php?itemid=18583',
  oilFilterGe: 'https://www.car136.com/qcecs/202510/839766.html',
  boxiang: 'http://www.pz1902.com/jxuwd/202509/267421.html',
  hkBo: 'https://nobodybookman.blogspot.com/2014/03/blog-post.html',
  tai: 'https://10m8.com/105499.html',
  taiForum: 'https://bbs.cantonese.asia/thread-5240-1-1.html',
  taiTrad: 'http://mrjj328.blogspot.com/2014/07/blog-post_28.html',
  lengqi: 'https://motor.bbm3.net/title.php?id=76',
  qiulong: 'https://m.gzjll.com/2/2665746.html',
  saab: 'https://www.saab9000.com/information/translate.php',
  lotus: 'https://lotuselan.net/wiki/British_and_American_Terms',
  gho: 'https://www.generationhighoutput.com/?p=13522',
  septic: 'http://septicscompanion.com/category/travel-transport/page/2',
  shopcenter: 'https://shopcenterus.com/british-car-part-terminology-a-guide-for-american-drivers/',
  napa: 'https://www.napaonline.com/en/shop/replacement-parts/steering-suspension/sway-bars-links-hardware/201579886',
  rotor: 'https://eatsip365.com/explaining-car-brake-discs-vs-rotors',
  longman: 'http://www.ldoceonline.com/Motor%20vehicles-topic/spark-plug',
  carb: 'http://ed.newdu.com/e51207.html',
  abbrev: 'https://eatsip365.com/common-car-part-abbreviations-explained',
  abbrevList: 'https://winenfood.com/a-glossary-of-car-part-label-abbreviations',
  apdty: 'https://apdty.com/blogs/news/automotive-terminology-codes-abbreviations-and-other-words-that-can-be-just-plain-confusing',
  atf: 'http://edmontonchina.ca/forum.php?extra=page%3D1&mod=viewthread&tid=116075',
  lambda: 'https://www.fixparts-online.com/en/electrical-lighting/engine-electronics/oxygen-sensors',
  obd: 'https://www.wdqhxb.com/jxuwd/202509/323468.html',
  codeReader: 'https://diagfixpro.com/zh/diagnostic-test-tool-for-cars',
  srs: 'https://bbs.8891.com.tw/forum.php?extra=page%3D1&mod=viewthread&tid=15618',
  cvAxle: 'http://www.colchinautomotive.com/automotive-glossary',
  joined: 'joined or split spelling of a catalogue name; "sparkplug" as an accepted variant: https://lingvocore.com/words/spark-plug',
  swaybar: 'https://www.carlist.com/glossaries/swaybar/',
  typo: 'single omission, insertion or transposition (Damerau, CACM 7(3), 1964); https://fdokumen.com/documents/the-rules-of-spelling-errors.html',
} as const;

const TYRES = ['1101', '1105', '1107'];
const GEARBOX = ['0504', '0506', '0507', '1307'];
const AIRCON = ['0601', '0602', '0603', '0605', '0607', '0608'];
const PLATES = ['2609', '2610', '2611'];
const WINDSCREEN = ['2502', '2704'];
// Headlights, and the bulbs titled "Headlight Bulbs".
const HEADLIGHT = ['0401', '0402'];

const zh = (q: string, cids: string[], source: string): VocabularyQuery => ({ class: 'regional-zh', lang: 'zh', q, cids, source });
const en = (cls: string) => (q: string, cids: string[], source: string): VocabularyQuery => ({ class: cls, lang: 'en', q, cids, source });
const usUk = en('us-uk');
const abbr = en('abbreviation');
const joined = en('joined-split');
const typo = en('typo-short');

export const VOCABULARY_QUERIES: VocabularyQuery[] = [
  zh('机油格', ['1003'], SRC.oilFilterGe), zh('机油隔', ['1003'], SRC.hkGarage), zh('偈油隔', ['1003'], SRC.hkGarage), zh('偈油格', ['1003'], SRC.fourFilters),
  zh('汽油格', ['0703'], SRC.fourFilters), zh('电油隔', ['0703'], SRC.hkGarage), zh('電油隔', ['0703'], SRC.hkGarage), zh('电油格', ['0703'], SRC.hkGarage),
  zh('电油泵', ['0701'], SRC.hkGarage), zh('電油泵', ['0701'], SRC.hkGarage), zh('火咀', ['0301'], SRC.hkGarage), zh('吸必打', ['0708'], SRC.hkGarage),
  zh('汽化器', ['0708'], SRC.hkGarage), zh('啤令', ['1103', '1008'], SRC.hkGarage), zh('波箱', GEARBOX, SRC.boxiang), zh('波箱油', ['1307'], SRC.boxiang),
  zh('冷气', AIRCON, SRC.lengqi), zh('冷氣', AIRCON, SRC.lengqi), zh('冷气压缩机', ['0601'], SRC.lengqi), zh('呔', TYRES, SRC.tai),
  zh('车呔', TYRES, SRC.tai), zh('車呔', TYRES, SRC.tai), zh('車軚', TYRES, SRC.taiTrad), zh('士啤呔', TYRES, SRC.taiForum),
  zh('鲍鱼', ['0103'], SRC.hkGarage2), zh('鮑魚', ['0103'], SRC.hkGarage2), zh('鬼面罩', ['1204'], SRC.hkGarage2), zh('偈躉膠', ['1011'], SRC.hkGarage2),
  zh('偈趸胶', ['1011'], SRC.hkGarage2), zh('水箱水', ['1303', '1313'], SRC.hkGarage2), zh('波棍头', ['2602'], SRC.hkBo), zh('波棍頭', ['2602'], SRC.hkBo),
  zh('尾喉', ['1401'], SRC.hkBo), zh('球笼', ['0503'], SRC.qiulong),

  usUk('tires', TYRES, SRC.saab), usUk('tire', TYRES, SRC.saab), usUk('bonnet', ['1202'], SRC.saab), usUk('hood', ['1202'], SRC.saab),
  usUk('boot lid', ['1206'], SRC.shopcenter), usUk('trunk lid', ['1206'], SRC.saab), usUk('boot mat', ['1909'], SRC.saab), usUk('boot liner', ['1903'], SRC.saab),
  usUk('windscreen', WINDSCREEN, SRC.saab), usUk('windshield', WINDSCREEN, SRC.saab), usUk('screenwash', ['1311'], SRC.shopcenter), usUk('washer fluid', ['1311'], SRC.shopcenter),
  usUk('windscreen washer fluid', ['1311'], SRC.shopcenter), usUk('wing', ['1203'], SRC.saab), usUk('fender', ['1203'], SRC.saab), usUk('petrol cap', ['0706'], SRC.saab),
  usUk('gas cap', ['0706'], SRC.saab), usUk('petrol tank', ['0707'], SRC.lotus), usUk('gas tank', ['0707'], SRC.lotus), usUk('petrol pump', ['0701'], SRC.saab),
  usUk('petrol filter', ['0703'], SRC.saab), usUk('sump', ['1013'], SRC.saab), usUk('oil pan', ['1013'], SRC.saab), usUk('indicator', ['0405'], SRC.saab),
  usUk('turn signal', ['0405'], SRC.saab), usUk('number plate', PLATES, SRC.saab), usUk('licence plate frame', ['2609'], SRC.saab), usUk('anti-roll bar', ['0207'], SRC.napa),
  usUk('stabilizer bar', ['0207'], SRC.napa), usUk('stabiliser bar', ['0207'], SRC.lotus), usUk('brake rotors', ['0102'], SRC.rotor), usUk('rotors', ['0102'], SRC.rotor),
  usUk('silencer', ['1401'], SRC.saab), usUk('muffler', ['1401'], SRC.saab), usUk('carburettor', ['0708'], SRC.lotus), usUk('carb', ['0708'], SRC.carb),
  usUk('gearbox', GEARBOX, SRC.lotus), usUk('propshaft', ['0502'], SRC.gho), usUk('propeller shaft', ['0502'], SRC.lotus), usUk('damper', ['0201'], SRC.lotus),
  usUk('engine mounting', ['1011'], SRC.saab), usUk('rocker cover', ['1021'], SRC.lotus), usUk('rev counter', ['0807'], SRC.gho), usUk('jump leads', ['3005'], SRC.septic),
  usUk('gear knob', ['2602'], SRC.saab), usUk('immobilizer', ['2204'], SRC.lotus), usUk('sparking plug', ['0301'], SRC.longman), usUk('axle shaft', ['0503'], SRC.lotus),

  abbr('atf', ['1307'], SRC.atf), abbr('ATF', ['1307'], SRC.atf), abbr('abs', ['0107'], SRC.abbrev), abbr('ac', AIRCON, SRC.abbrevList),
  abbr('a/c compressor', ['0601'], SRC.abbrevList), abbr('ac compressor', ['0601'], SRC.abbrevList), abbr('ac condenser', ['0602'], SRC.abbrevList), abbr('ac hose', ['0605'], SRC.abbrevList),
  abbr('o2 sensor', ['0801'], SRC.lambda), abbr('o2', ['0801'], SRC.lambda), abbr('lambda', ['0801'], SRC.lambda), abbr('lambda sensor', ['0801'], SRC.lambda),
  abbr('cv joint', ['0503'], SRC.cvAxle), abbr('cv axle', ['0503'], SRC.cvAxle), abbr('obd2', ['3001'], SRC.obd), abbr('obd-ii scanner', ['3001'], SRC.obd),
  abbr('obd scanner', ['3001'], SRC.obd), abbr('code reader', ['3001'], SRC.codeReader), abbr('srs', ['2301'], SRC.srs), abbr('ect sensor', ['0803'], SRC.apdty),
  abbr('ect', ['0803'], SRC.apdty),

  joined('sparkplugs', ['0301'], SRC.joined), joined('wheelbearing', ['1103'], SRC.joined), joined('shockabsorber', ['0201'], SRC.joined), joined('shockabsorbers', ['0201'], SRC.joined),
  joined('brakepad', ['0101'], SRC.joined), joined('brakepads', ['0101'], SRC.joined), joined('brakedisc', ['0102'], SRC.joined), joined('oilfilter', ['1003'], SRC.joined),
  joined('fuelfilter', ['0703'], SRC.joined), joined('fuelpump', ['0701'], SRC.joined), joined('timingbelt', ['1002'], SRC.joined), joined('cam shaft', ['1005'], SRC.joined),
  joined('crank shaft', ['1006'], SRC.joined), joined('dip stick', ['1016'], SRC.joined), joined('balljoint', ['0204'], SRC.joined), joined('controlarm', ['0203'], SRC.joined),
  joined('swaybar', ['0207'], SRC.swaybar), joined('antiroll bar', ['0207'], SRC.joined), joined('driveshaft', ['0502'], SRC.lotus), joined('towbar', ['2007'], SRC.joined),
  joined('jumpstarter', ['3004'], SRC.joined), joined('air bag', ['2301'], SRC.joined), joined('head light', HEADLIGHT, SRC.joined), joined('foglight', ['0404'], SRC.joined),
  joined('gear box', GEARBOX, SRC.joined), joined('half shaft', ['0503'], SRC.lotus), joined('halfshaft', ['0503'], SRC.lotus),

  typo('brak pads', ['0101'], SRC.typo), typo('spark plgu', ['0301'], SRC.typo), typo('brake pasd', ['0101'], SRC.typo), typo('brkae pads', ['0101'], SRC.typo),
  typo('fues', ['0305'], SRC.typo), typo('fsue', ['0305'], SRC.typo), typo('blub', ['0402'], SRC.typo), typo('hsoe', ['0605'], SRC.typo),
  typo('ac hsoe', ['0605'], SRC.typo), typo('brake dsic', ['0102'], SRC.typo), typo('whel bearing', ['1103'], SRC.typo), typo('ciol spring', ['0205'], SRC.typo),
  typo('seta covers', ['1804'], SRC.typo), typo('relya', ['0306'], SRC.typo), typo('fule pump', ['0701'], SRC.typo), typo('oil fliter', ['1003'], SRC.typo),
  typo('bumpr', ['1201'], SRC.typo), typo('mrror', ['1501', '1502'], SRC.typo),
  { class: 'typo-short', lang: 'en', q: 'tyer', enWordLike: 'tyre', source: SRC.typo },
  { class: 'typo-short', lang: 'en', q: 'pupm', enWordLike: 'pump', source: SRC.typo },
  { class: 'typo-short', lang: 'en', q: 'blet', enWordLike: 'belt', source: SRC.typo },
  { class: 'typo-short', lang: 'en', q: 'clucth', enWordLike: 'clutch', source: SRC.typo },
];
