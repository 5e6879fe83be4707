import { customPinyin, pinyin } from 'pinyin-pro';

/*
 * English names for the region tree (generator only; pinyin-pro is a dev dependency).
 * Rule: pinyin of the proper name, capitalised; 省/市/自治区 dropped; other suffixes translated;
 * ethnic designations of autonomous units dropped (the Chinese name keeps them).
 */

// Place names pinyin-pro reads with the everyday reading of a polyphonic character.
customPinyin({
  乐清: 'yue qing',
  乐亭: 'lao ting',
  涡阳: 'guo yang',
  单县: 'shan xian',
  蔚县: 'yu xian',
  尉犁: 'yu li',
  黄陂: 'huang pi',
  洪洞: 'hong tong',
  浚县: 'xun xian',
  郫都: 'pi du',
  大城: 'da cheng',
  繁峙: 'fan shi',
  中牟: 'zhong mou',
  歙县: 'she xian',
  大埔: 'da bu',
  汨罗: 'mi luo',
  泌阳: 'bi yang',
  长垣: 'chang yuan',
  冠县: 'guan xian',
  柞水: 'zha shui',
  鄯善: 'shan shan',
  莎车: 'sha che',
  大冶: 'da ye',
  漾濞: 'yang bi',
  宁蒗: 'ning lang',
  阆中: 'lang zhong',
  筠连: 'jun lian',
  荥经: 'ying jing',
  荥阳: 'xing yang',
  和硕: 'he shuo',
  且末: 'qie mo',
  长子: 'zhang zi',
  铅山: 'yan shan',
  六安: 'lu an',
  番禺: 'pan yu',
  蚌埠: 'beng bu',
  重庆: 'chong qing',
  民乐: 'min le',
  闵行: 'min hang',
  蚌山: 'beng shan',
  曾都: 'zeng du',
  万柏林: 'wan bai lin',
});

// Characters whose place-name reading differs from the everyday one (都江堰, 什邡, 喀什 …).
const PLACE_READINGS: Record<string, string> = { 都: 'du', 什: 'shi' };

/** Conventional English names where pinyin would mislead (Cantonese/Portuguese names, clashes like 山西/陕西). */
const BY_ADCODE: Record<string, string> = {
  '150000': 'Inner Mongolia',
  '610000': 'Shaanxi',
  '710000': 'Taiwan',
  '810000': 'Hong Kong',
  '820000': 'Macau',
  '110100': 'Beijing Urban Area',
  '120100': 'Tianjin Urban Area',
  '310100': 'Shanghai Urban Area',
  '500100': 'Chongqing Urban Area',
  '500200': 'Chongqing Counties',
  '120116': 'Binhai New Area',
  '310115': 'Pudong New Area',
  '210113': 'Shenbei New District',
  '429021': 'Shennongjia Forestry District',
  '460323': 'Zhongsha Islands',
  '632857': 'Dachaidan Administrative Committee',
  '810001': 'Central and Western District',
  '810002': 'Wan Chai District',
  '810003': 'Eastern District',
  '810004': 'Southern District',
  '810005': 'Yau Tsim Mong District',
  '810006': 'Sham Shui Po District',
  '810007': 'Kowloon City District',
  '810008': 'Wong Tai Sin District',
  '810009': 'Kwun Tong District',
  '810010': 'Tsuen Wan District',
  '810011': 'Tuen Mun District',
  '810012': 'Yuen Long District',
  '810013': 'North District',
  '810014': 'Tai Po District',
  '810015': 'Sai Kung District',
  '810016': 'Sha Tin District',
  '810017': 'Kwai Tsing District',
  '810018': 'Islands District',
  '820001': 'Our Lady of Fatima Parish',
  '820002': 'St. Anthony Parish',
  '820003': 'St. Lazarus Parish',
  '820004': 'Cathedral Parish',
  '820005': 'St. Lawrence Parish',
  '820006': 'Our Lady of Carmel Parish',
  '820007': 'Cotai',
  '820008': 'St. Francis Xavier Parish',
};

// Longest first so 自治县 wins over 县 and 林区 over 区.
const SUFFIXES: [string, string][] = [
  ['特别行政区', ''],
  ['自治区', ''],
  ['自治州', ' Autonomous Prefecture'],
  ['自治县', ' Autonomous County'],
  ['自治旗', ' Autonomous Banner'],
  ['地区', ' Prefecture'],
  ['群岛', ' Islands'],
  ['特区', ' Special District'],
  ['矿区', ' Mining District'],
  ['省', ''],
  ['市', ''],
  ['区', ' District'],
  ['县', ' County'],
  ['旗', ' Banner'],
  ['盟', ' League'],
];

const ETHNIC_GROUPS = [
  '蒙古',
  '回',
  '藏',
  '维吾尔',
  '苗',
  '彝',
  '壮',
  '布依',
  '朝鲜',
  '满',
  '侗',
  '瑶',
  '白',
  '土家',
  '哈尼',
  '哈萨克',
  '傣',
  '黎',
  '傈僳',
  '佤',
  '畲',
  '拉祜',
  '水',
  '东乡',
  '纳西',
  '景颇',
  '柯尔克孜',
  '土',
  '达斡尔',
  '仫佬',
  '羌',
  '布朗',
  '撒拉',
  '毛南',
  '仡佬',
  '锡伯',
  '阿昌',
  '普米',
  '塔吉克',
  '怒',
  '乌孜别克',
  '俄罗斯',
  '鄂温克',
  '德昂',
  '保安',
  '裕固',
  '京',
  '塔塔尔',
  '独龙',
  '鄂伦春',
  '赫哲',
  '门巴',
  '珞巴',
  '基诺',
  '各',
].sort((a, b) => b.length - a.length);

// Groups some official names write without 族 (新疆维吾尔自治区, 博尔塔拉蒙古自治州, 木垒哈萨克自治县).
const WITHOUT_ZU = ['柯尔克孜', '维吾尔', '哈萨克', '塔吉克', '蒙古', '锡伯'];

// "长白朝鲜族自治县" → "长白自治县". Short groups need 族 so a place name ending in an
// ethnic-looking character (长白, 三都水) is never cut.
const ETHNIC_DESIGNATION = new RegExp(
  `^(.+?)(?:(?:${ETHNIC_GROUPS.join('|')})族|${WITHOUT_ZU.join('|')})+(自治[州县旗区]|区)$`,
);
// Units named after the group itself (东乡族自治县, 鄂温克族自治旗) keep the name, without 族.
const ETHNIC_NAME_ONLY = new RegExp(`^(${ETHNIC_GROUPS.join('|')})族(自治[州县旗区])$`);

/** Pinyin of the first `length` characters, read in the context of the full name (单县, 蔚县 need the 县). */
function romanise(fullName: string, length: number): string {
  const syllables = pinyin(fullName, { toneType: 'none', type: 'array' })
    .slice(0, length)
    .map((syllable, i) => PLACE_READINGS[fullName.charAt(i)] ?? syllable)
    .join('');
  return syllables.charAt(0).toUpperCase() + syllables.slice(1);
}

export function englishName(adcode: string, name: string): string {
  const fixed = BY_ADCODE[adcode];
  if (fixed) return fixed;
  const plain = name.replace(ETHNIC_NAME_ONLY, '$1$2').replace(ETHNIC_DESIGNATION, '$1$2');
  for (const [suffix, english] of SUFFIXES) {
    if (plain.endsWith(suffix) && plain.length > suffix.length) {
      return romanise(plain, plain.length - suffix.length) + english;
    }
  }
  return romanise(plain, plain.length);
}
