/**
 * Demo seed content: risk groups, investment (loan) types, countries and 14 demo projects
 * with texts in every supported locale. Pure data, no side effects; the seeder turns it into rows.
 *
 * Conventions (docs: /work/shared/DOMAIN.md, "Projects and loans"):
 * - money is integer cents, interest rates and LTV are basis points;
 * - fundingDeadlineInDays is relative to the moment of seeding (negative = in the past);
 * - photos live in apps/web/public/demo and are served from /demo/.
 */
import type { Locale, ProjectStatus } from '@platform/contract';

export interface DemoRiskGroup {
  code: 'A+' | 'A' | 'B' | 'C' | 'D';
  sortOrder: number;
}

export interface DemoInvestmentType {
  id: number;
  code: string;
  isGreen: boolean;
  titles: Record<Locale, string>;
}

export interface DemoProjectTexts {
  title: string;
  shortDescription: string;
  longDescription: string;
  risks: string;
  metaTitle: string;
  metaDescription: string;
}

export interface DemoPhoto {
  file: string;
  thumbFile: string;
  width: number;
  height: number;
  alt: Record<Locale, string>;
}

export interface DemoProject {
  number: number;
  slug: string;
  status: ProjectStatus;
  investmentTypeId: number;
  riskGroup: DemoRiskGroup['code'];
  /** ISO 3166-1 alpha-2 */
  countryCode: string;
  interestRateBps: number;
  termMonths: number;
  repaymentMethod: 'ANNUITY' | 'INTEREST_ONLY' | 'BULLET';
  targetCents: number;
  fundedCents: number;
  minInvestmentCents: number;
  maxInvestmentCents: number | null;
  ltvBps: number | null;
  /** Relative to seeding time; negative = in the past; null = not set yet. */
  fundingDeadlineInDays: number | null;
  ownerName: string;
  photos: DemoPhoto[];
  texts: Record<Locale, DemoProjectTexts>;
  /** For the SECRET project: visible only to the demo investor. */
  visibleToDemoInvestorOnly?: boolean;
}

export const DEMO_RISK_GROUPS: DemoRiskGroup[] = [
  { code: 'A+', sortOrder: 1 },
  { code: 'A', sortOrder: 2 },
  { code: 'B', sortOrder: 3 },
  { code: 'C', sortOrder: 4 },
  { code: 'D', sortOrder: 5 },
];

export const DEMO_INVESTMENT_TYPES: DemoInvestmentType[] = [
  {
    id: 1,
    code: 'BUSINESS_LOAN',
    isGreen: false,
    titles: {
      en: 'Business loan',
      lt: 'Verslo paskola',
      pl: 'Pożyczka dla firm',
      lv: 'Biznesa aizdevums',
      bg: 'Бизнес заем',
      pt: 'Empréstimo empresarial',
    },
  },
  {
    id: 2,
    code: 'REAL_ESTATE_DEVELOPMENT',
    isGreen: false,
    titles: {
      en: 'Real estate development',
      lt: 'Nekilnojamojo turto plėtra',
      pl: 'Inwestycja deweloperska',
      lv: 'Nekustamā īpašuma attīstība',
      bg: 'Развитие на недвижими имоти',
      pt: 'Promoção imobiliária',
    },
  },
  {
    id: 3,
    code: 'GREEN_LOAN',
    isGreen: true,
    titles: {
      en: 'Green loan',
      lt: 'Žalioji paskola',
      pl: 'Zielona pożyczka',
      lv: 'Zaļais aizdevums',
      bg: 'Зелен заем',
      pt: 'Empréstimo verde',
    },
  },
  {
    id: 4,
    code: 'REAL_ESTATE_LOAN',
    isGreen: false,
    titles: {
      en: 'Real estate-backed loan',
      lt: 'Nekilnojamuoju turtu užtikrinta paskola',
      pl: 'Pożyczka pod zastaw nieruchomości',
      lv: 'Ar nekustamo īpašumu nodrošināts aizdevums',
      bg: 'Заем, обезпечен с недвижим имот',
      pt: 'Empréstimo com garantia imobiliária',
    },
  },
  {
    id: 5,
    code: 'AGRICULTURE_LOAN',
    isGreen: false,
    titles: {
      en: 'Agricultural loan',
      lt: 'Žemės ūkio paskola',
      pl: 'Pożyczka rolnicza',
      lv: 'Lauksaimniecības aizdevums',
      bg: 'Земеделски заем',
      pt: 'Empréstimo agrícola',
    },
  },
  {
    id: 6,
    code: 'WORKING_CAPITAL',
    isGreen: false,
    titles: {
      en: 'Working capital loan',
      lt: 'Apyvartinių lėšų paskola',
      pl: 'Pożyczka obrotowa',
      lv: 'Apgrozāmo līdzekļu aizdevums',
      bg: 'Заем за оборотни средства',
      pt: 'Empréstimo para fundo de maneio',
    },
  },
  {
    id: 7,
    code: 'REFINANCING',
    isGreen: false,
    titles: {
      en: 'Refinancing / bridge loan',
      lt: 'Refinansavimo / tarpinė paskola',
      pl: 'Pożyczka refinansowa / pomostowa',
      lv: 'Refinansēšanas / pārejas aizdevums',
      bg: 'Рефинансиращ / мостов заем',
      pt: 'Refinanciamento / empréstimo-ponte',
    },
  },
];

export const DEMO_COUNTRY_CODES: string[] = ['LT', 'LV', 'EE', 'PL', 'BG', 'PT', 'DE', 'ES', 'FI'];

type PhotoName =
  | 'solar-park'
  | 'wind-farm'
  | 'apartment-block'
  | 'warehouse'
  | 'office'
  | 'heat-pump-house'
  | 'hotel-coast'
  | 'farm'
  | 'factory'
  | 'renovation';

const PHOTO_ALTS: Record<PhotoName, Record<Locale, string>> = {
  'solar-park': {
    en: 'Illustration of a solar park with rows of panels on a green field',
    lt: 'Saulės parko iliustracija: saulės modulių eilės žaliame lauke',
    pl: 'Ilustracja farmy fotowoltaicznej z rzędami paneli na zielonym polu',
    lv: 'Saules parka ilustrācija ar paneļu rindām zaļā laukā',
    bg: 'Илюстрация на соларен парк с редици панели на зелено поле',
    pt: 'Ilustração de um parque solar com filas de painéis num campo verde',
  },
  'wind-farm': {
    en: 'Illustration of wind turbines on a coastal meadow',
    lt: 'Vėjo jėgainių pajūrio pievoje iliustracija',
    pl: 'Ilustracja turbin wiatrowych na nadmorskiej łące',
    lv: 'Ilustrācija: vēja turbīnas piekrastes pļavā',
    bg: 'Илюстрация на вятърни турбини на крайбрежна поляна',
    pt: 'Ilustração de turbinas eólicas num prado junto ao mar',
  },
  'apartment-block': {
    en: 'Illustration of a modern apartment building with balconies',
    lt: 'Modernaus daugiabučio su balkonais iliustracija',
    pl: 'Ilustracja nowoczesnego budynku mieszkalnego z balkonami',
    lv: 'Mūsdienīgas daudzdzīvokļu ēkas ar balkoniem ilustrācija',
    bg: 'Илюстрация на модерна жилищна сграда с балкони',
    pt: 'Ilustração de um edifício residencial moderno com varandas',
  },
  warehouse: {
    en: 'Illustration of a logistics warehouse with loading docks and a truck',
    lt: 'Logistikos sandėlio su krovos rampomis ir sunkvežimiu iliustracija',
    pl: 'Ilustracja magazynu logistycznego z rampami załadunkowymi i ciężarówką',
    lv: 'Loģistikas noliktavas ar iekraušanas rampām un kravas automašīnu ilustrācija',
    bg: 'Илюстрация на логистичен склад с рампи за товарене и камион',
    pt: 'Ilustração de um armazém logístico com cais de carga e um camião',
  },
  office: {
    en: 'Illustration of a glass office building in a city centre',
    lt: 'Stiklinio biurų pastato miesto centre iliustracija',
    pl: 'Ilustracja przeszklonego biurowca w centrum miasta',
    lv: 'Stikla biroja ēkas pilsētas centrā ilustrācija',
    bg: 'Илюстрация на стъклена офис сграда в центъра на град',
    pt: 'Ilustração de um edifício de escritórios envidraçado no centro da cidade',
  },
  'heat-pump-house': {
    en: 'Illustration of a family house with a heat pump and rooftop solar panels',
    lt: 'Šeimos namo su šilumos siurbliu ir saulės moduliais ant stogo iliustracija',
    pl: 'Ilustracja domu jednorodzinnego z pompą ciepła i panelami na dachu',
    lv: 'Ģimenes mājas ar siltumsūkni un saules paneļiem uz jumta ilustrācija',
    bg: 'Илюстрация на семейна къща с термопомпа и соларни панели на покрива',
    pt: 'Ilustração de uma moradia com bomba de calor e painéis solares no telhado',
  },
  'hotel-coast': {
    en: 'Illustration of a small hotel by the sea with palm trees',
    lt: 'Nedidelio viešbučio prie jūros su palmėmis iliustracija',
    pl: 'Ilustracja małego hotelu nad morzem z palmami',
    lv: 'Nelielas viesnīcas pie jūras ar palmām ilustrācija',
    bg: 'Илюстрация на малък хотел край морето с палми',
    pt: 'Ilustração de um pequeno hotel à beira-mar com palmeiras',
  },
  farm: {
    en: 'Illustration of an olive grove and farm buildings on rolling hills',
    lt: 'Alyvmedžių sodo ir ūkio pastatų kalvose iliustracija',
    pl: 'Ilustracja gaju oliwnego i zabudowań gospodarskich na pagórkach',
    lv: 'Olīvkoku birzs un saimniecības ēku pakalnos ilustrācija',
    bg: 'Илюстрация на маслинова горичка и стопански сгради сред хълмове',
    pt: 'Ilustração de um olival e edifícios agrícolas em colinas',
  },
  factory: {
    en: 'Illustration of a production building with a sawtooth roof and a chimney',
    lt: 'Gamybinio pastato su dantytu stogu ir kaminu iliustracija',
    pl: 'Ilustracja hali produkcyjnej z dachem szedowym i kominem',
    lv: 'Ražošanas ēkas ar zāģzobu jumtu un skursteni ilustrācija',
    bg: 'Илюстрация на производствена сграда с трионообразен покрив и комин',
    pt: 'Ilustração de um edifício fabril com cobertura em dente de serra e chaminé',
  },
  renovation: {
    en: 'Illustration of an apartment building being insulated, with scaffolding and a crane',
    lt: 'Apšiltinamo daugiabučio su pastoliais ir kranu iliustracija',
    pl: 'Ilustracja ocieplanego bloku mieszkalnego z rusztowaniem i dźwigiem',
    lv: 'Siltināmas daudzdzīvokļu mājas ar sastatnēm un celtni ilustrācija',
    bg: 'Илюстрация на саниране на жилищен блок със скеле и кран',
    pt: 'Ilustração de um prédio em obras de isolamento, com andaimes e uma grua',
  },
};

function photo(name: PhotoName): DemoPhoto {
  return {
    file: `/demo/${name}.svg`,
    thumbFile: `/demo/${name}-thumb.svg`,
    width: 1200,
    height: 800,
    alt: PHOTO_ALTS[name],
  };
}

const EUR = 100; // cents per euro

export const DEMO_PROJECTS: DemoProject[] = [
