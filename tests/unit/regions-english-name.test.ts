import { describe, expect, it } from 'vitest';
import { englishName } from '@/server/regions/generate/english-name';

describe('englishName (region generator)', () => {
  it.each([
    ['440000', '广东省', 'Guangdong'],
    ['440300', '深圳市', 'Shenzhen'],
    ['440305', '南山区', 'Nanshan District'],
    ['500000', '重庆市', 'Chongqing'],
    ['341500', '六安市', 'Luan'],
    ['440113', '番禺区', 'Panyu District'],
    ['371722', '单县', 'Shan County'],
    ['510181', '都江堰市', 'Dujiangyan'],
    ['653101', '喀什市', 'Kashi'],
    ['450000', '广西壮族自治区', 'Guangxi'],
    ['650000', '新疆维吾尔自治区', 'Xinjiang'],
    ['422800', '恩施土家族苗族自治州', 'Enshi Autonomous Prefecture'],
    ['220623', '长白朝鲜族自治县', 'Changbai Autonomous County'],
    ['622926', '东乡族自治县', 'Dongxiang Autonomous County'],
    ['652700', '博尔塔拉蒙古自治州', 'Boertala Autonomous Prefecture'],
    ['152200', '兴安盟', 'Xingan League'],
    ['150121', '土默特左旗', 'Tumotezuo Banner'],
    ['652900', '阿克苏地区', 'Akesu Prefecture'],
    ['460321', '西沙群岛', 'Xisha Islands'],
    ['140109', '万柏林区', 'Wanbailin District'],
    ['810000', '香港特别行政区', 'Hong Kong'],
  ])('%s %s → %s', (adcode, name, expected) => {
    expect(englishName(adcode, name)).toBe(expected);
  });
});
