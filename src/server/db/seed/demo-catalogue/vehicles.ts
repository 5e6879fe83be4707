/**
 * Hand-made make/model/generation table for fitments. NHTSA data (see data-sources.md) is US-only and
 * has no Chinese brands or Chinese names, so the demo catalogue uses this curated list instead.
 */
export type OeStyle = 'toyota' | 'honda' | 'nissan' | 'hyundai' | 'vag' | 'bmw' | 'mercedes' | 'ford' | 'gm' | 'china' | 'tesla';

export type VehicleGeneration = { from: number; to: number; engines: readonly string[] };
export type VehicleModel = { model: string; modelZh: string; generations: readonly VehicleGeneration[] };
export type VehicleMake = { make: string; makeZh: string; oeStyle: OeStyle; models: readonly VehicleModel[] };

const g = (from: number, to: number, ...engines: string[]): VehicleGeneration => ({ from, to, engines });

export const VEHICLE_MAKES: readonly VehicleMake[] = [
  {
    make: 'Toyota', makeZh: '丰田', oeStyle: 'toyota',
    models: [
      { model: 'Camry', modelZh: '凯美瑞', generations: [g(2012, 2017, '2.0L', '2.5L'), g(2018, 2023, '2.0L', '2.5L', '2.5L Hybrid')] },
      { model: 'Corolla', modelZh: '卡罗拉', generations: [g(2014, 2018, '1.6L', '1.8L'), g(2019, 2024, '1.2T', '1.8L Hybrid')] },
      { model: 'RAV4', modelZh: '荣放', generations: [g(2013, 2018, '2.0L', '2.5L'), g(2019, 2024, '2.0L', '2.5L Hybrid')] },
      { model: 'Highlander', modelZh: '汉兰达', generations: [g(2015, 2021, '2.0T', '3.5L V6'), g(2022, 2024, '2.5L Hybrid')] },
    ],
  },
  {
    make: 'Honda', makeZh: '本田', oeStyle: 'honda',
    models: [
      { model: 'Accord', modelZh: '雅阁', generations: [g(2013, 2017, '2.0L', '2.4L'), g(2018, 2022, '1.5T', '2.0L Hybrid')] },
      { model: 'Civic', modelZh: '思域', generations: [g(2016, 2021, '1.5T', '2.0L'), g(2022, 2024, '1.5T')] },
      { model: 'CR-V', modelZh: 'CR-V', generations: [g(2017, 2022, '1.5T', '2.0L Hybrid'), g(2023, 2024, '1.5T')] },
      { model: 'Fit', modelZh: '飞度', generations: [g(2014, 2020, '1.5L')] },
    ],
  },
  {
    make: 'Nissan', makeZh: '日产', oeStyle: 'nissan',
    models: [
      { model: 'Sylphy', modelZh: '轩逸', generations: [g(2016, 2019, '1.6L'), g(2020, 2024, '1.6L', 'e-POWER')] },
      { model: 'X-Trail', modelZh: '奇骏', generations: [g(2014, 2021, '2.0L', '2.5L'), g(2022, 2024, '1.5T')] },
      { model: 'Altima', modelZh: '天籁', generations: [g(2019, 2024, '2.0L', '2.0T')] },
    ],
  },
  {
    make: 'Volkswagen', makeZh: '大众', oeStyle: 'vag',
    models: [
      { model: 'Golf', modelZh: '高尔夫', generations: [g(2013, 2019, '1.4 TSI', '2.0 TDI'), g(2020, 2024, '1.5 TSI', '2.0 TSI')] },
      { model: 'Passat', modelZh: '帕萨特', generations: [g(2015, 2022, '1.4 TSI', '2.0 TSI', '2.0 TDI')] },
      { model: 'Tiguan', modelZh: '途观', generations: [g(2016, 2024, '1.4 TSI', '2.0 TSI', '2.0 TDI')] },
      { model: 'Lavida', modelZh: '朗逸', generations: [g(2018, 2024, '1.5L', '1.4 TSI')] },
      { model: 'Sagitar', modelZh: '速腾', generations: [g(2019, 2024, '1.2 TSI', '1.4 TSI')] },
    ],
  },
  {
    make: 'Audi', makeZh: '奥迪', oeStyle: 'vag',
    models: [
      { model: 'A4', modelZh: 'A4L', generations: [g(2016, 2024, '2.0 TFSI')] },
      { model: 'A6', modelZh: 'A6L', generations: [g(2019, 2024, '2.0 TFSI', '3.0 TFSI')] },
      { model: 'Q5', modelZh: 'Q5L', generations: [g(2017, 2024, '2.0 TFSI')] },
    ],
  },
  {
    make: 'BMW', makeZh: '宝马', oeStyle: 'bmw',
    models: [
      { model: '3 Series', modelZh: '3系', generations: [g(2012, 2018, '320i', '328i'), g(2019, 2024, '320i', '330i', '320d')] },
      { model: '5 Series', modelZh: '5系', generations: [g(2017, 2023, '530i', '540i', '520d')] },
      { model: 'X3', modelZh: 'X3', generations: [g(2018, 2024, 'xDrive30i', 'xDrive20d')] },
    ],
  },
  {
    make: 'Mercedes-Benz', makeZh: '奔驰', oeStyle: 'mercedes',
    models: [
      { model: 'C-Class', modelZh: 'C级', generations: [g(2014, 2021, 'C200', 'C300'), g(2022, 2024, 'C260L', 'C300')] },
      { model: 'E-Class', modelZh: 'E级', generations: [g(2016, 2023, 'E200', 'E300', 'E220d')] },
      { model: 'GLC', modelZh: 'GLC', generations: [g(2016, 2022, 'GLC 260', 'GLC 300'), g(2023, 2024, 'GLC 300')] },
    ],
  },
  {
    make: 'Ford', makeZh: '福特', oeStyle: 'ford',
    models: [
      { model: 'Focus', modelZh: '福克斯', generations: [g(2012, 2018, '1.6L', '2.0L'), g(2019, 2022, '1.5 EcoBoost')] },
      { model: 'F-150', modelZh: 'F-150', generations: [g(2015, 2020, '2.7 EcoBoost', '5.0L V8'), g(2021, 2024, '3.5 EcoBoost', '5.0L V8')] },
      { model: 'Explorer', modelZh: '探险者', generations: [g(2020, 2024, '2.3 EcoBoost', '3.0 EcoBoost')] },
      { model: 'Mondeo', modelZh: '蒙迪欧', generations: [g(2013, 2022, '1.5 EcoBoost', '2.0 EcoBoost')] },
    ],
  },
  {
    make: 'Chevrolet', makeZh: '雪佛兰', oeStyle: 'gm',
    models: [
      { model: 'Malibu', modelZh: '迈锐宝', generations: [g(2016, 2024, '1.5T', '2.0T')] },
      { model: 'Cruze', modelZh: '科鲁兹', generations: [g(2016, 2020, '1.4T', '1.5L')] },
      { model: 'Silverado', modelZh: '索罗德', generations: [g(2019, 2024, '2.7T', '5.3L V8')] },
    ],
  },
  {
    make: 'Buick', makeZh: '别克', oeStyle: 'gm',
    models: [
      { model: 'LaCrosse', modelZh: '君越', generations: [g(2016, 2023, '1.5T', '2.0T')] },
      { model: 'Regal', modelZh: '君威', generations: [g(2017, 2023, '1.5T', '2.0T')] },
      { model: 'Envision', modelZh: '昂科威', generations: [g(2015, 2024, '1.5T', '2.0T')] },
    ],
  },
  {
    make: 'Hyundai', makeZh: '现代', oeStyle: 'hyundai',
    models: [
      { model: 'Elantra', modelZh: '伊兰特', generations: [g(2016, 2020, '1.6L', '2.0L'), g(2021, 2024, '1.5L', '1.4T')] },
      { model: 'Tucson', modelZh: '途胜', generations: [g(2015, 2020, '1.6T', '2.0L'), g(2021, 2024, '1.5T', '2.5L')] },
      { model: 'Sonata', modelZh: '索纳塔', generations: [g(2020, 2024, '1.5T', '2.5L')] },
    ],
  },
  {
    make: 'Kia', makeZh: '起亚', oeStyle: 'hyundai',
    models: [
      { model: 'Sportage', modelZh: '智跑', generations: [g(2016, 2021, '2.0L', '1.6T'), g(2022, 2024, '1.5T', '2.0L')] },
      { model: 'K5', modelZh: 'K5', generations: [g(2020, 2024, '1.5T', '2.0T')] },
    ],
  },
  {
    make: 'Tesla', makeZh: '特斯拉', oeStyle: 'tesla',
    models: [
      { model: 'Model 3', modelZh: 'Model 3', generations: [g(2017, 2023, 'RWD', 'Long Range AWD'), g(2024, 2024, 'RWD', 'Long Range AWD')] },
      { model: 'Model Y', modelZh: 'Model Y', generations: [g(2020, 2024, 'RWD', 'Long Range AWD', 'Performance')] },
    ],
  },
  {
    make: 'BYD', makeZh: '比亚迪', oeStyle: 'china',
    models: [
      { model: 'Han', modelZh: '汉', generations: [g(2020, 2024, 'EV', 'DM-i 1.5T')] },
      { model: 'Qin PLUS', modelZh: '秦PLUS', generations: [g(2021, 2024, 'DM-i 1.5L', 'EV')] },
      { model: 'Song PLUS', modelZh: '宋PLUS', generations: [g(2021, 2024, 'DM-i 1.5L', 'EV')] },
      { model: 'Tang', modelZh: '唐', generations: [g(2018, 2024, '2.0T', 'DM-i 1.5T', 'EV')] },
      { model: 'Atto 3', modelZh: '元PLUS', generations: [g(2022, 2024, 'EV')] },
    ],
  },
  {
    make: 'Geely', makeZh: '吉利', oeStyle: 'china',
    models: [
      { model: 'Emgrand', modelZh: '帝豪', generations: [g(2018, 2024, '1.5L', '1.4T')] },
      { model: 'Boyue', modelZh: '博越', generations: [g(2016, 2024, '1.5T', '1.8T', '2.0T')] },
      { model: 'Xingyue L', modelZh: '星越L', generations: [g(2021, 2024, '1.5T', '2.0T')] },
    ],
  },
  {
    make: 'Chery', makeZh: '奇瑞', oeStyle: 'china',
    models: [
      { model: 'Tiggo 8', modelZh: '瑞虎8', generations: [g(2018, 2024, '1.5T', '1.6T', '2.0T')] },
      { model: 'Arrizo 5', modelZh: '艾瑞泽5', generations: [g(2016, 2024, '1.5L', '1.5T')] },
    ],
  },
  {
    make: 'Haval', makeZh: '哈弗', oeStyle: 'china',
    models: [
      { model: 'H6', modelZh: 'H6', generations: [g(2017, 2020, '1.5T', '2.0T'), g(2021, 2024, '1.5T', '2.0T')] },
      { model: 'Jolion', modelZh: '初恋', generations: [g(2021, 2024, '1.5T')] },
    ],
  },
  {
    make: 'Changan', makeZh: '长安', oeStyle: 'china',
    models: [
      { model: 'CS75 PLUS', modelZh: 'CS75 PLUS', generations: [g(2019, 2024, '1.5T', '2.0T')] },
      { model: 'Eado', modelZh: '逸动', generations: [g(2018, 2024, '1.6L', '1.4T')] },
    ],
  },
  {
    make: 'MG', makeZh: '名爵', oeStyle: 'china',
    models: [{ model: 'MG5', modelZh: 'MG5', generations: [g(2020, 2024, '1.5L', '1.5T')] }],
  },
];
