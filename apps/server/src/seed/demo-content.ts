/**
 * Demo seed content: risk groups, investment (loan) types, countries and 14 demo projects
 * with texts in every supported locale. Pure data, no side effects; the seeder turns it into rows.
 *
 * Conventions (docs: /work/shared/DOMAIN.md, "Projects and loans"):
 * - money is integer cents, interest rates and LTV are basis points;
 * - fundingDeadlineInDays is relative to the moment of seeding (negative = in the past);
 * - photos live in apps/web/public/demo and are served from /demo/.
 */
import { type Cents, euros, type Locale, type ProjectStatus } from '@platform/contract';

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
  targetCents: Cents;
  fundedCents: Cents;
  minInvestmentCents: Cents;
  maxInvestmentCents: Cents | null;
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
  'solar-park' | 'wind-farm' | 'apartment-block' | 'warehouse' | 'office' | 'heat-pump-house' | 'hotel-coast' | 'farm' | 'factory' | 'renovation';

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

export const DEMO_PROJECTS: DemoProject[] = [
  // ─── GATHERING ──────────────────────────────────────────────────────────────
  {
    number: 1001,
    slug: 'solar-park-utena',
    status: 'GATHERING',
    investmentTypeId: 3,
    riskGroup: 'A',
    countryCode: 'LT',
    interestRateBps: 1050,
    termMonths: 24,
    repaymentMethod: 'ANNUITY',
    targetCents: euros(380_000),
    fundedCents: euros(235_610),
    minInvestmentCents: euros(10),
    maxInvestmentCents: null,
    ltvBps: 5800,
    fundingDeadlineInDays: 18,
    ownerName: 'UAB Saulės slėnis',
    photos: [photo('solar-park')],
    texts: {
      en: {
        title: '1.2 MW solar park near Utena',
        shortDescription:
          'Green loan to build a 1.2 MW ground-mounted solar park on the borrower’s own land near Utena, Lithuania. The electricity is pre-sold under a 10-year power purchase agreement.',
        longDescription:
          'The borrower, UAB Saulės slėnis, is a Lithuanian renewable energy developer that has already built and operates two rooftop solar plants with a combined capacity of 650 kW in the Utena region.\n\nThe loan will finance panels, inverters, mounting structures and the grid connection of a new 1.2 MW solar park on a 2.4 ha plot owned by the company. All permits and the grid connection agreement with ESO are in place, and construction is expected to take four months.\n\nThe loan is secured by a first-ranking mortgage on the land and the future power plant, a pledge of the company’s shares and a personal guarantee of the shareholder. It will be repaid in monthly annuity instalments from electricity sales under a 10-year power purchase agreement with a regional dairy processor.',
        risks:
          'Construction delays or higher equipment prices could postpone the start of electricity sales, although the first instalments are covered by the borrower’s existing plants. Solar output depends on the weather, and lower electricity prices would reduce income from surplus sold to the grid. If the collateral has to be sold, the sale may take longer or raise less than the appraised value.',
        metaTitle: 'Solar park near Utena – green loan at 10.5%',
        metaDescription:
          'Invest from €10 in a green loan for a 1.2 MW solar park near Utena, Lithuania. 10.5% annual interest, 24-month term, first-ranking mortgage.',
      },
      lt: {
        title: '1,2 MW saulės parkas prie Utenos',
        shortDescription:
          'Žalioji paskola 1,2 MW antžeminiam saulės parkui statyti ant paskolos gavėjos nuosavo sklypo prie Utenos. Elektra iš anksto parduota pagal 10 metų elektros pirkimo sutartį.',
        longDescription:
          'Paskolos gavėja UAB „Saulės slėnis“ – Lietuvos atsinaujinančiosios energetikos bendrovė, Utenos regione jau pastačiusi ir eksploatuojanti dvi stogines saulės elektrines, kurių bendra galia – 650 kW.\n\nPaskola bus finansuojami saulės moduliai, inverteriai, montavimo konstrukcijos ir naujo 1,2 MW saulės parko prijungimas prie tinklo. Parkas statomas bendrovei priklausančiame 2,4 ha sklype, visi leidimai ir prijungimo sutartis su ESO jau gauti, o statybos truks apie keturis mėnesius.\n\nPaskola užtikrinta pirmos eilės hipoteka žemei ir būsimai elektrinei, bendrovės akcijų įkeitimu bei akcininko laidavimu. Ji bus grąžinama kas mėnesį anuiteto įmokomis iš pajamų už elektrą, parduodamą pagal 10 metų sutartį su regiono pieno perdirbimo įmone.',
        risks:
          'Statybų vėlavimas ar brangstanti įranga gali atidėti elektros pardavimo pradžią, tačiau pirmąsias įmokas padengs esamų elektrinių pajamos. Saulės elektrinės gamyba priklauso nuo oro sąlygų, o elektros kainų kritimas sumažintų pajamas už perteklių, parduodamą į tinklą. Prireikus realizuoti užstatą, tai gali užtrukti arba atnešti mažiau lėšų nei vertintojo nustatyta vertė.',
        metaTitle: 'Saulės parkas prie Utenos – žalioji paskola, 10,5 %',
        metaDescription:
          'Investuokite nuo 10 € į žaliąją paskolą 1,2 MW saulės parkui prie Utenos. 10,5 % metinės palūkanos, 24 mėn. terminas, pirmos eilės hipoteka.',
      },
      pl: {
        title: 'Farma fotowoltaiczna 1,2 MW koło Uciany',
        shortDescription:
          'Zielona pożyczka na budowę naziemnej farmy fotowoltaicznej o mocy 1,2 MW na własnej działce pożyczkobiorcy koło Uciany na Litwie. Energia jest z góry sprzedana w ramach 10-letniej umowy PPA.',
        longDescription:
          'Pożyczkobiorcą jest UAB Saulės slėnis, litewska spółka z branży odnawialnych źródeł energii, która zbudowała i eksploatuje już dwie dachowe elektrownie słoneczne o łącznej mocy 650 kW w regionie Uciany.\n\nPożyczka sfinansuje moduły, falowniki, konstrukcje montażowe oraz przyłączenie do sieci nowej farmy o mocy 1,2 MW, budowanej na należącej do spółki działce o powierzchni 2,4 ha. Wszystkie pozwolenia i umowa przyłączeniowa z operatorem ESO zostały już uzyskane, a budowa potrwa około czterech miesięcy.\n\nZabezpieczeniem jest hipoteka pierwszego stopnia na gruncie i przyszłej elektrowni, zastaw na akcjach spółki oraz poręczenie akcjonariusza. Pożyczka będzie spłacana w miesięcznych ratach annuitetowych z przychodów ze sprzedaży energii na podstawie 10-letniej umowy z regionalną mleczarnią.',
        risks:
          'Opóźnienia budowy lub wzrost cen urządzeń mogą przesunąć początek sprzedaży energii, choć pierwsze raty pokryją przychody z istniejących instalacji. Produkcja zależy od pogody, a spadek cen energii zmniejszyłby przychody ze sprzedaży nadwyżek do sieci. Ewentualna sprzedaż zabezpieczenia może potrwać dłużej lub przynieść mniej niż wartość z wyceny.',
        metaTitle: 'Farma PV koło Uciany – zielona pożyczka 10,5%',
        metaDescription:
          'Zainwestuj od 10 € w zieloną pożyczkę na farmę fotowoltaiczną 1,2 MW koło Uciany na Litwie. Oprocentowanie 10,5% rocznie, 24 miesiące, hipoteka.',
      },
      lv: {
        title: '1,2 MW saules parks pie Utenas',
        shortDescription:
          'Zaļais aizdevums 1,2 MW saules parka būvniecībai uz aizņēmēja zemes gabala pie Utenas Lietuvā. Elektroenerģija jau iepriekš pārdota saskaņā ar 10 gadu elektroenerģijas pirkuma līgumu.',
        longDescription:
          'Aizņēmējs UAB Saulės slėnis ir Lietuvas atjaunīgās enerģijas uzņēmums, kas Utenas reģionā jau uzbūvējis un apsaimnieko divas jumta saules elektrostacijas ar kopējo jaudu 650 kW.\n\nAizdevums tiks izmantots saules paneļu, invertoru un montāžas konstrukciju iegādei un jaunā 1,2 MW saules parka pieslēgšanai tīklam. Parks tiek būvēts uzņēmumam piederošā 2,4 ha zemes gabalā, visas atļaujas un pieslēguma līgums ar sadales tīkla operatoru ESO jau ir saņemti, un būvniecība ilgs aptuveni četrus mēnešus.\n\nAizdevums ir nodrošināts ar pirmās kārtas hipotēku uz zemi un topošo elektrostaciju, uzņēmuma akciju ķīlu un akcionāra galvojumu. Tas tiks atmaksāts ikmēneša anuitātes maksājumos no ieņēmumiem par elektroenerģiju, kas tiek pārdota saskaņā ar 10 gadu līgumu ar reģiona piena pārstrādes uzņēmumu.',
        risks:
          'Būvniecības kavējumi vai iekārtu sadārdzināšanās var atlikt elektroenerģijas pārdošanas sākumu, taču pirmos maksājumus segs esošo elektrostaciju ieņēmumi. Saules enerģijas ražošana ir atkarīga no laikapstākļiem, un elektroenerģijas cenu kritums samazinātu ieņēmumus no pārpalikuma pārdošanas tīklā. Ja nodrošinājums būs jāpārdod, tas var aizņemt ilgāku laiku vai dot mazāk līdzekļu nekā novērtētā vērtība.',
        metaTitle: 'Saules parks pie Utenas – zaļais aizdevums, 10,5 %',
        metaDescription:
          'Ieguldiet no 10 € zaļajā aizdevumā 1,2 MW saules parkam pie Utenas Lietuvā. 10,5 % gada procenti, 24 mēnešu termiņš, pirmās kārtas hipotēka.',
      },
      bg: {
        title: 'Соларен парк 1,2 MW край Утена',
        shortDescription:
          'Зелен заем за изграждане на наземен соларен парк с мощност 1,2 MW върху собствен терен на кредитополучателя край Утена, Литва. Електроенергията е предварително продадена по 10-годишен договор за изкупуване.',
        longDescription:
          'Кредитополучателят UAB Saulės slėnis е литовска компания за възобновяема енергия, която вече е изградила и експлоатира две покривни фотоволтаични централи с обща мощност 650 kW в региона на Утена.\n\nЗаемът ще финансира панели, инвертори, носещи конструкции и присъединяването към мрежата на нов соларен парк с мощност 1,2 MW върху собствен парцел от 2,4 ха. Всички разрешителни и договорът за присъединяване с мрежовия оператор ESO са налице, а строителството ще отнеме около четири месеца.\n\nЗаемът е обезпечен с първа по ред ипотека върху земята и бъдещата централа, залог на акциите на дружеството и лично поръчителство на акционера. Той ще се погасява с месечни анюитетни вноски от продажбата на електроенергия по 10-годишен договор с регионална млекопреработвателна компания.',
        risks:
          'Забавяне на строителството или поскъпване на оборудването може да отложи началото на продажбите, но първите вноски ще се покриват от приходите на съществуващите централи. Производството зависи от времето, а спад в цените на електроенергията би намалил приходите от продажбата на излишъка в мрежата. При продажба на обезпечението процесът може да се проточи или да донесе по-малко от оценената стойност.',
        metaTitle: 'Соларен парк край Утена – зелен заем с 10,5%',
        metaDescription:
          'Инвестирайте от 10 € в зелен заем за соларен парк с мощност 1,2 MW край Утена, Литва. Годишна лихва 10,5%, срок 24 месеца, първа по ред ипотека.',
      },
      pt: {
        title: 'Parque solar de 1,2 MW perto de Utena',
        shortDescription:
          'Empréstimo verde para construir um parque solar de 1,2 MW num terreno próprio do mutuário perto de Utena, na Lituânia. A energia já está vendida através de um contrato de compra de eletricidade a 10 anos.',
        longDescription:
          'O mutuário, UAB Saulės slėnis, é uma empresa lituana de energias renováveis que já construiu e explora duas centrais solares em telhado, com uma potência total de 650 kW, na região de Utena.\n\nO empréstimo financiará os painéis, os inversores, as estruturas de montagem e a ligação à rede de um novo parque solar de 1,2 MW, num terreno de 2,4 ha propriedade da empresa. Todas as licenças e o contrato de ligação com o operador de rede ESO já foram obtidos e a obra deverá demorar cerca de quatro meses.\n\nO empréstimo está garantido por hipoteca de primeiro grau sobre o terreno e a futura central, penhor das ações da empresa e fiança pessoal do acionista. Será reembolsado em prestações mensais constantes com as receitas da venda de eletricidade ao abrigo de um contrato de 10 anos com uma empresa regional de laticínios.',
        risks:
          'Atrasos na obra ou o aumento do preço dos equipamentos podem adiar o início das vendas de eletricidade, embora as primeiras prestações sejam cobertas pelas centrais já existentes. A produção depende das condições meteorológicas e uma descida dos preços da eletricidade reduziria as receitas com a venda do excedente à rede. Se for necessário executar a garantia, a venda pode demorar mais ou render menos do que o valor de avaliação.',
        metaTitle: 'Parque solar em Utena – empréstimo verde a 10,5%',
        metaDescription:
          'Invista a partir de 10 € num empréstimo verde para um parque solar de 1,2 MW perto de Utena, Lituânia. Juro anual de 10,5%, prazo de 24 meses, hipoteca.',
      },
    },
  },
  {
    number: 1002,
    slug: 'apartments-riga-teika',
    status: 'GATHERING',
    investmentTypeId: 2,
    riskGroup: 'B',
    countryCode: 'LV',
    interestRateBps: 1175,
    termMonths: 18,
    repaymentMethod: 'BULLET',
    targetCents: euros(450_000),
    fundedCents: euros(166_450),
    minInvestmentCents: euros(50),
    maxInvestmentCents: null,
    ltvBps: 6500,
    fundingDeadlineInDays: 25,
    ownerName: 'SIA Teikas nami',
    photos: [photo('apartment-block'), photo('renovation')],
    texts: {
      en: {
        title: '24-apartment building in Riga’s Teika district',
        shortDescription:
          'Development loan to complete a five-storey residential building with 24 apartments in the quiet Teika district of Riga. The frame and roof are finished and nine apartments are already reserved.',
        longDescription:
          'The borrower, SIA Teikas nami, belongs to a Latvian development group that has completed three residential projects with 96 apartments in Riga since 2016.\n\nThe loan will finance the interior finishing, engineering systems, facade and landscaping of a five-storey building with 24 apartments and underground parking. The building’s frame and roof are complete, and nine apartments are already reserved under preliminary sale agreements.\n\nThe loan is secured by a first-ranking mortgage on the land and the building, valued by an independent appraiser at EUR 690,000. Principal and interest will be repaid in one payment at the end of the term from the proceeds of apartment sales.',
        risks:
          'Repayment depends on selling the apartments on time and at the planned prices; a slowdown in Riga’s housing market could delay it. Construction costs may exceed the budget, although the developer has a 10% contingency reserve. Because interest is paid only at maturity, investors receive no payments during the term.',
        metaTitle: 'Apartment building in Riga – 11.75% development loan',
        metaDescription:
          'Invest from €50 in a development loan for a 24-apartment building in Riga’s Teika district. 11.75% annual interest, 18 months, mortgage, LTV 65%.',
      },
      lt: {
        title: '24 butų namas Rygos Teikos rajone',
        shortDescription:
          'Plėtros paskola penkių aukštų 24 butų gyvenamajam namui ramiame Rygos Teikos rajone užbaigti. Karkasas ir stogas jau įrengti, devyni butai rezervuoti.',
        longDescription:
          'Paskolos gavėja SIA Teikas nami priklauso Latvijos nekilnojamojo turto plėtros grupei, kuri nuo 2016 m. Rygoje įgyvendino tris gyvenamuosius projektus su 96 butais.\n\nPaskola bus finansuojama penkių aukštų 24 butų namo su požemine automobilių stovėjimo aikštele vidaus apdaila, inžinerinės sistemos, fasadas ir aplinkos tvarkymas. Pastato karkasas ir stogas jau baigti, o devyni butai rezervuoti pagal preliminariąsias pirkimo–pardavimo sutartis.\n\nPaskola užtikrinta pirmos eilės hipoteka žemei ir pastatui, kuriuos nepriklausomas vertintojas įvertino 690 000 EUR. Paskola ir palūkanos bus grąžintos vienu mokėjimu termino pabaigoje iš butų pardavimo pajamų.',
        risks:
          'Grąžinimas priklauso nuo to, ar butai bus parduoti laiku ir planuotomis kainomis; Rygos būsto rinkos sulėtėjimas jį gali atidėti. Statybos išlaidos gali viršyti biudžetą, nors vystytojas turi 10 % nenumatytų išlaidų rezervą. Kadangi palūkanos mokamos tik termino pabaigoje, investuotojai per terminą mokėjimų negauna.',
        metaTitle: 'Butų namas Rygoje – plėtros paskola, 11,75 %',
        metaDescription:
          'Investuokite nuo 50 € į plėtros paskolą 24 butų namui Rygos Teikos rajone. 11,75 % metinės palūkanos, 18 mėn., pirmos eilės hipoteka, LTV 65 %.',
      },
      pl: {
        title: 'Budynek z 24 mieszkaniami w Rydze (Teika)',
        shortDescription:
          'Pożyczka deweloperska na dokończenie pięciokondygnacyjnego budynku z 24 mieszkaniami w spokojnej dzielnicy Teika w Rydze. Konstrukcja i dach są gotowe, a dziewięć mieszkań jest już zarezerwowanych.',
        longDescription:
          'Pożyczkobiorca, SIA Teikas nami, należy do łotewskiej grupy deweloperskiej, która od 2016 roku zrealizowała w Rydze trzy inwestycje mieszkaniowe z 96 lokalami.\n\nPożyczka sfinansuje wykończenie wnętrz, instalacje, elewację i zagospodarowanie terenu pięciokondygnacyjnego budynku z 24 mieszkaniami i garażem podziemnym. Konstrukcja i dach budynku są ukończone, a dziewięć mieszkań zarezerwowano na podstawie umów przedwstępnych.\n\nZabezpieczeniem jest hipoteka pierwszego stopnia na gruncie i budynku, wycenionych przez niezależnego rzeczoznawcę na 690 000 EUR. Kapitał i odsetki zostaną spłacone jednorazowo na koniec okresu pożyczki ze sprzedaży mieszkań.',
        risks:
          'Spłata zależy od sprzedaży mieszkań w terminie i po zakładanych cenach; spowolnienie na rynku mieszkaniowym w Rydze może ją opóźnić. Koszty budowy mogą przekroczyć budżet, choć deweloper ma 10-procentową rezerwę na nieprzewidziane wydatki. Odsetki są wypłacane dopiero na koniec okresu, więc w jego trakcie inwestorzy nie otrzymują płatności.',
        metaTitle: 'Mieszkania w Rydze – pożyczka deweloperska 11,75%',
        metaDescription:
          'Zainwestuj od 50 € w pożyczkę deweloperską na budynek z 24 mieszkaniami w Rydze. Oprocentowanie 11,75% rocznie, 18 miesięcy, hipoteka, LTV 65%.',
      },
      lv: {
        title: '24 dzīvokļu nams Rīgā, Teikā',
        shortDescription:
          'Attīstības aizdevums piecstāvu dzīvojamās ēkas ar 24 dzīvokļiem pabeigšanai klusajā Teikas apkaimē Rīgā. Karkass un jumts ir gatavi, deviņi dzīvokļi jau rezervēti.',
        longDescription:
          'Aizņēmējs SIA Teikas nami ir daļa no Latvijas nekustamā īpašuma attīstības grupas, kas kopš 2016. gada Rīgā īstenojusi trīs dzīvojamos projektus ar 96 dzīvokļiem.\n\nAizdevums tiks izmantots piecstāvu ēkas ar 24 dzīvokļiem un pazemes autostāvvietu iekšējai apdarei, inženiertīkliem, fasādei un teritorijas labiekārtošanai. Ēkas karkass un jumts ir pabeigti, un deviņi dzīvokļi ir rezervēti ar priekšlīgumiem.\n\nAizdevums ir nodrošināts ar pirmās kārtas hipotēku uz zemi un ēku, ko neatkarīgs vērtētājs novērtējis 690 000 EUR apmērā. Pamatsumma un procenti tiks atmaksāti vienā maksājumā termiņa beigās no dzīvokļu pārdošanas ieņēmumiem.',
        risks:
          'Atmaksa ir atkarīga no tā, vai dzīvokļi tiks pārdoti laikā un par plānotajām cenām; Rīgas mājokļu tirgus palēnināšanās to var aizkavēt. Būvniecības izmaksas var pārsniegt budžetu, lai gan attīstītājam ir 10 % rezerve neparedzētiem izdevumiem. Tā kā procenti tiek maksāti tikai termiņa beigās, investori termiņa laikā maksājumus nesaņem.',
        metaTitle: 'Dzīvokļu nams Rīgā – attīstības aizdevums, 11,75 %',
        metaDescription:
          'Ieguldiet no 50 € attīstības aizdevumā 24 dzīvokļu namam Rīgas Teikā. 11,75 % gada procenti, 18 mēneši, pirmās kārtas hipotēka, LTV 65 %.',
      },
      bg: {
        title: 'Жилищна сграда с 24 апартамента в Рига',
        shortDescription:
          'Заем за довършване на пететажна жилищна сграда с 24 апартамента в тихия квартал Тейка в Рига. Конструкцията и покривът са готови, а девет апартамента вече са резервирани.',
        longDescription:
          'Кредитополучателят SIA Teikas nami е част от латвийска група за имотно развитие, която от 2016 г. насам е завършила три жилищни проекта с общо 96 апартамента в Рига.\n\nЗаемът ще финансира вътрешните довършителни работи, инсталациите, фасадата и озеленяването на пететажна сграда с 24 апартамента и подземен паркинг. Конструкцията и покривът са завършени, а девет апартамента са резервирани с предварителни договори.\n\nЗаемът е обезпечен с първа по ред ипотека върху земята и сградата, оценени от независим оценител на 690 000 EUR. Главницата и лихвата ще бъдат изплатени наведнъж в края на срока от продажбата на апартаментите.',
        risks:
          'Погасяването зависи от продажбата на апартаментите навреме и на планираните цени; забавяне на жилищния пазар в Рига може да го отложи. Строителните разходи може да надхвърлят бюджета, въпреки че инвеститорът разполага с 10% резерв за непредвидени разходи. Лихвата се изплаща едва в края на срока, така че по време на заема инвеститорите не получават плащания.',
        metaTitle: 'Жилищна сграда в Рига – заем за развитие с 11,75%',
        metaDescription:
          'Инвестирайте от 50 € в заем за жилищна сграда с 24 апартамента в квартал Тейка, Рига. Годишна лихва 11,75%, срок 18 месеца, ипотека, LTV 65%.',
      },
      pt: {
        title: 'Prédio de 24 apartamentos em Riga (Teika)',
        shortDescription:
          'Empréstimo para concluir um edifício residencial de cinco pisos com 24 apartamentos no tranquilo bairro de Teika, em Riga. A estrutura e a cobertura estão concluídas e nove apartamentos já estão reservados.',
        longDescription:
          'O mutuário, SIA Teikas nami, pertence a um grupo de promoção imobiliária letão que concluiu, desde 2016, três empreendimentos residenciais com 96 apartamentos em Riga.\n\nO empréstimo financiará os acabamentos interiores, as instalações técnicas, a fachada e os arranjos exteriores de um edifício de cinco pisos com 24 apartamentos e estacionamento subterrâneo. A estrutura e a cobertura estão concluídas e nove frações já foram reservadas através de contratos-promessa.\n\nO empréstimo está garantido por hipoteca de primeiro grau sobre o terreno e o edifício, avaliados por um perito independente em 690 000 EUR. O capital e os juros serão reembolsados de uma só vez no fim do prazo, com o produto da venda dos apartamentos.',
        risks:
          'O reembolso depende da venda dos apartamentos dentro do prazo e aos preços previstos; um abrandamento do mercado habitacional de Riga pode atrasá-lo. Os custos de construção podem ultrapassar o orçamento, embora o promotor disponha de uma reserva de 10% para imprevistos. Como os juros só são pagos no fim do prazo, os investidores não recebem pagamentos durante o empréstimo.',
        metaTitle: 'Apartamentos em Riga – promoção imobiliária a 11,75%',
        metaDescription:
          'Invista a partir de 50 € num empréstimo para um prédio de 24 apartamentos em Riga. Juro anual de 11,75%, prazo de 18 meses, hipoteca, LTV de 65%.',
      },
    },
  },
  {
    number: 1003,
    slug: 'heat-pumps-krakow',
    status: 'GATHERING',
    investmentTypeId: 3,
    riskGroup: 'B',
    countryCode: 'PL',
    interestRateBps: 1200,
    termMonths: 30,
    repaymentMethod: 'ANNUITY',
    targetCents: euros(150_000),
    fundedCents: euros(126_020),
    minInvestmentCents: euros(10),
    maxInvestmentCents: euros(15_000),
    ltvBps: 7000,
    fundingDeadlineInDays: 9,
    ownerName: 'Ciepło Natury sp. z o.o.',
    photos: [photo('heat-pump-house')],
    texts: {
      en: {
        title: 'Heat pumps replacing coal boilers near Kraków',
        shortDescription:
          'Green loan for an installer that replaces old coal boilers with air-to-water heat pumps in 75 family homes near Kraków. Customers pay a fixed monthly fee for heat under 10-year contracts.',
        longDescription:
          'Ciepło Natury sp. z o.o. has been installing heat pumps in the Małopolska region for nine years and has completed more than 1,400 installations. Since 2021 it has also offered a heat-as-a-service model, in which homeowners pay a monthly fee instead of buying the equipment.\n\nThe loan will finance the purchase and installation of 75 air-to-water heat pumps in family homes whose coal boilers must be replaced under the regional anti-smog law. Each household has already signed a 10-year service agreement.\n\nThe loan is secured by a registered pledge on the heat pumps, an assignment of receivables from the customer agreements and a mortgage on the company’s warehouse in Wieliczka. It will be repaid in monthly annuity instalments from customer fees and the company’s installation business.',
        risks:
          'If several households stop paying their fees, the company’s cash flow would weaken; the equipment can be removed and resold, but at a lower value. Installation delays caused by equipment shortages could postpone income. Used heat pumps have a limited resale market, so the mortgage on the warehouse is the main fallback collateral.',
        metaTitle: 'Heat pumps near Kraków – green loan at 12%',
        metaDescription:
          'Invest from €10 in a green loan replacing coal boilers with heat pumps in 75 homes near Kraków, Poland. 12% annual interest, 30 months, monthly annuity.',
      },
      lt: {
        title: 'Šilumos siurbliai vietoj anglių katilų prie Krokuvos',
        shortDescription:
          'Žalioji paskola įrengėjui, kuris 75 šeimų namuose prie Krokuvos senus anglimis kūrenamus katilus keičia oras–vanduo šilumos siurbliais. Klientai pagal 10 metų sutartis moka fiksuotą mėnesinį mokestį už šilumą.',
        longDescription:
          'Ciepło Natury sp. z o.o. jau devynerius metus įrengia šilumos siurblius Mažosios Lenkijos regione ir atliko daugiau nei 1 400 įrengimų. Nuo 2021 m. bendrovė siūlo ir „šilumos kaip paslaugos“ modelį: namų savininkai įrangos neperka, o moka mėnesinį mokestį.\n\nPaskola bus finansuojamas 75 oras–vanduo šilumos siurblių pirkimas ir įrengimas šeimų namuose, kuriuose pagal regiono kovos su smogu teisės aktus privaloma pakeisti anglimis kūrenamus katilus. Visi namų ūkiai jau pasirašė 10 metų paslaugų sutartis.\n\nPaskola užtikrinta registruotu šilumos siurblių įkeitimu, reikalavimų pagal klientų sutartis perleidimu ir hipoteka bendrovės sandėliui Veličkoje. Ji bus grąžinama kas mėnesį anuiteto įmokomis iš klientų mokesčių ir bendrovės įrengimo veiklos pajamų.',
        risks:
          'Jei keli namų ūkiai nustotų mokėti, bendrovės pinigų srautai susilpnėtų; įrangą galima išmontuoti ir parduoti, tačiau mažesne kaina. Įrangos tiekimo sutrikimai gali atidėti įrengimo darbus ir pajamas. Naudotų šilumos siurblių rinka ribota, todėl pagrindinis atsarginis užstatas yra sandėlio hipoteka.',
        metaTitle: 'Šilumos siurbliai prie Krokuvos – žalioji paskola',
        metaDescription:
          'Investuokite nuo 10 € į žaliąją paskolą, kuria 75 namuose prie Krokuvos anglių katilai keičiami šilumos siurbliais. 12 % palūkanos, 30 mėn. terminas.',
      },
      pl: {
        title: 'Pompy ciepła zamiast kotłów węglowych pod Krakowem',
        shortDescription:
          'Zielona pożyczka dla instalatora, który w 75 domach jednorodzinnych pod Krakowem wymienia stare kotły węglowe na pompy ciepła powietrze–woda. Klienci płacą stałą miesięczną opłatę za ciepło na podstawie 10-letnich umów.',
        longDescription:
          'Ciepło Natury sp. z o.o. od dziewięciu lat montuje pompy ciepła w Małopolsce i wykonała ponad 1400 instalacji. Od 2021 roku oferuje także model „ciepło jako usługa”, w którym właściciele domów zamiast kupować urządzenie płacą miesięczny abonament.\n\nPożyczka sfinansuje zakup i montaż 75 pomp ciepła powietrze–woda w domach, w których zgodnie z małopolską uchwałą antysmogową trzeba wymienić kotły węglowe. Wszystkie gospodarstwa domowe podpisały już 10-letnie umowy serwisowe.\n\nZabezpieczeniem jest zastaw rejestrowy na pompach ciepła, cesja wierzytelności z umów z klientami oraz hipoteka na magazynie spółki w Wieliczce. Pożyczka będzie spłacana w miesięcznych ratach annuitetowych z opłat klientów i przychodów z działalności instalacyjnej.',
        risks:
          'Jeśli kilka gospodarstw przestanie płacić, przepływy pieniężne spółki się pogorszą; urządzenia można zdemontować i sprzedać, ale po niższej cenie. Opóźnienia w dostawach sprzętu mogą przesunąć montaże i przychody. Rynek używanych pomp ciepła jest ograniczony, dlatego głównym zabezpieczeniem rezerwowym jest hipoteka na magazynie.',
        metaTitle: 'Pompy ciepła pod Krakowem – zielona pożyczka 12%',
        metaDescription:
          'Zainwestuj od 10 € w zieloną pożyczkę na wymianę kotłów węglowych na pompy ciepła w 75 domach pod Krakowem. 12% rocznie, 30 miesięcy, raty annuitetowe.',
      },
      lv: {
        title: 'Siltumsūkņi ogļu katlu vietā pie Krakovas',
        shortDescription:
          'Zaļais aizdevums uzstādītājam, kas 75 ģimenes mājās pie Krakovas vecos ogļu apkures katlus nomaina ar gaiss–ūdens siltumsūkņiem. Klienti saskaņā ar 10 gadu līgumiem maksā fiksētu ikmēneša maksu par siltumu.',
        longDescription:
          'Ciepło Natury sp. z o.o. jau deviņus gadus uzstāda siltumsūkņus Mazpolijas reģionā un ir veikusi vairāk nekā 1400 uzstādīšanu. Kopš 2021. gada uzņēmums piedāvā arī modeli „siltums kā pakalpojums”, kurā māju īpašnieki iekārtu nepērk, bet maksā ikmēneša maksu.\n\nAizdevums tiks izmantots 75 gaiss–ūdens siltumsūkņu iegādei un uzstādīšanai ģimenes mājās, kurās saskaņā ar reģiona pretsmoga noteikumiem jānomaina ogļu katli. Visas mājsaimniecības jau ir parakstījušas 10 gadu pakalpojumu līgumus.\n\nAizdevums ir nodrošināts ar reģistrētu komercķīlu uz siltumsūkņiem, prasījumu cesiju no klientu līgumiem un hipotēku uz uzņēmuma noliktavu Veļičkā. Tas tiks atmaksāts ikmēneša anuitātes maksājumos no klientu maksām un uzstādīšanas darbības ieņēmumiem.',
        risks:
          'Ja vairākas mājsaimniecības pārtrauktu maksāt, uzņēmuma naudas plūsma pasliktinātos; iekārtas var demontēt un pārdot, taču par zemāku cenu. Iekārtu piegādes kavējumi var atlikt uzstādīšanu un ieņēmumus. Lietotu siltumsūkņu tirgus ir ierobežots, tāpēc galvenais rezerves nodrošinājums ir noliktavas hipotēka.',
        metaTitle: 'Siltumsūkņi pie Krakovas – zaļais aizdevums, 12 %',
        metaDescription:
          'Ieguldiet no 10 € zaļajā aizdevumā, ar kuru 75 mājās pie Krakovas ogļu katlus nomaina ar siltumsūkņiem. 12 % gada procenti, 30 mēneši, anuitāte.',
      },
      bg: {
        title: 'Термопомпи вместо въглищни котли край Краков',
        shortDescription:
          'Зелен заем за фирма, която подменя стари въглищни котли с термопомпи въздух–вода в 75 семейни къщи край Краков. Клиентите плащат фиксирана месечна такса за отопление по 10-годишни договори.',
        longDescription:
          'Ciepło Natury sp. z o.o. монтира термопомпи в региона Малополша от девет години и е изпълнила над 1400 инсталации. От 2021 г. компанията предлага и модела „топлина като услуга“, при който собствениците не купуват оборудването, а плащат месечна такса.\n\nЗаемът ще финансира закупуването и монтажа на 75 термопомпи въздух–вода в къщи, чиито въглищни котли трябва да бъдат подменени според регионалните мерки срещу смога. Всички домакинства вече са подписали 10-годишни договори за услуга.\n\nЗаемът е обезпечен с особен залог върху термопомпите, цесия на вземанията по договорите с клиентите и ипотека върху склада на компанията във Величка. Той ще се погасява с месечни анюитетни вноски от таксите на клиентите и приходите от монтажната дейност.',
        risks:
          'Ако няколко домакинства спрат да плащат, паричният поток на компанията ще отслабне; оборудването може да бъде демонтирано и продадено, но на по-ниска цена. Забавяне на доставките може да отложи монтажа и приходите. Пазарът на употребявани термопомпи е ограничен, затова основното резервно обезпечение е ипотеката върху склада.',
        metaTitle: 'Термопомпи край Краков – зелен заем с 12%',
        metaDescription:
          'Инвестирайте от 10 € в зелен заем за подмяна на въглищни котли с термопомпи в 75 къщи край Краков, Полша. Годишна лихва 12%, срок 30 месеца, анюитет.',
      },
      pt: {
        title: 'Bombas de calor para 75 moradias perto de Cracóvia',
        shortDescription:
          'Empréstimo verde para um instalador que substitui caldeiras a carvão por bombas de calor ar-água em 75 moradias perto de Cracóvia. Os clientes pagam uma mensalidade fixa pelo aquecimento ao abrigo de contratos de 10 anos.',
        longDescription:
          'A Ciepło Natury sp. z o.o. instala bombas de calor na região da Pequena Polónia há nove anos e já concluiu mais de 1400 instalações. Desde 2021 oferece também um modelo de aquecimento como serviço, em que os proprietários não compram o equipamento e pagam uma mensalidade.\n\nO empréstimo financiará a compra e instalação de 75 bombas de calor ar-água em moradias cujas caldeiras a carvão têm de ser substituídas ao abrigo das regras regionais contra a poluição atmosférica. Todas as famílias já assinaram contratos de serviço a 10 anos.\n\nO empréstimo está garantido por penhor registado sobre as bombas de calor, cessão dos créditos dos contratos com clientes e hipoteca sobre o armazém da empresa em Wieliczka. Será reembolsado em prestações mensais constantes com as mensalidades dos clientes e as receitas da atividade de instalação.',
        risks:
          'Se várias famílias deixarem de pagar, o fluxo de caixa da empresa enfraquecerá; o equipamento pode ser desmontado e revendido, mas por um valor inferior. Atrasos no fornecimento de equipamentos podem adiar as instalações e as receitas. O mercado de bombas de calor usadas é limitado, pelo que a hipoteca sobre o armazém é a principal garantia de reserva.',
        metaTitle: 'Bombas de calor em Cracóvia – empréstimo verde a 12%',
        metaDescription:
          'Invista a partir de 10 € num empréstimo verde que troca caldeiras a carvão por bombas de calor em 75 casas perto de Cracóvia. Juro de 12%, 30 meses.',
      },
    },
  },
  {
    number: 1004,
    slug: 'logistics-warehouse-plovdiv',
    status: 'GATHERING',
    investmentTypeId: 1,
    riskGroup: 'C',
    countryCode: 'BG',
    interestRateBps: 1325,
    termMonths: 24,
    repaymentMethod: 'INTEREST_ONLY',
    targetCents: euros(220_000),
    fundedCents: euros(26_430),
    minInvestmentCents: euros(20),
    maxInvestmentCents: null,
    ltvBps: 7200,
    fundingDeadlineInDays: 35,
    ownerName: 'Trakia Logistik EOOD',
    photos: [photo('warehouse')],
    texts: {
      en: {
        title: 'Logistics warehouse expansion in Plovdiv',
        shortDescription: 'Business loan for a Plovdiv freight company to buy and fit out a 3,200 m² warehouse for a new e-commerce fulfilment contract.',
        longDescription:
          'Trakia Logistik EOOD is a Bulgarian road freight and warehousing company founded in 2013. It operates 38 trucks and serves manufacturers and retailers in the Plovdiv region and across the Balkans.\n\nThe loan will finance the purchase of a 3,200 m² warehouse in the Trakia Economic Zone together with racking and a temperature-controlled section. The warehouse is needed for a five-year fulfilment contract signed with a large online retailer.\n\nThe loan is secured by a first-ranking mortgage on the warehouse, valued at EUR 305,000, and a personal guarantee of the owner. Interest is paid monthly from operating income, and the principal will be repaid at the end of the term from cash flow or a long-term bank loan.',
        risks:
          'The company’s income depends heavily on the new fulfilment contract; if the retailer ends it early, cash flow would fall. The principal is repaid in one instalment, so there is a refinancing risk at maturity. Transport is a competitive, low-margin business that is sensitive to fuel prices.',
        metaTitle: 'Warehouse in Plovdiv – business loan at 13.25%',
        metaDescription:
          'Invest from €20 in a business loan for a 3,200 m² logistics warehouse in Plovdiv, Bulgaria. 13.25% annual interest paid monthly, 24 months, LTV 72%.',
      },
      lt: {
        title: 'Logistikos sandėlio plėtra Plovdive',
        shortDescription:
          'Verslo paskola Plovdivo krovinių vežimo bendrovei įsigyti ir įrengti 3 200 m² sandėlį naujai elektroninės prekybos užsakymų vykdymo sutarčiai.',
        longDescription:
          'Trakia Logistik EOOD – 2013 m. įkurta Bulgarijos krovinių vežimo ir sandėliavimo bendrovė. Ji valdo 38 vilkikus ir aptarnauja gamintojus bei prekybininkus Plovdivo regione ir visuose Balkanuose.\n\nPaskola bus finansuojamas 3 200 m² sandėlio Trakijos ekonominėje zonoje pirkimas, stelažai ir temperatūros kontroliuojama dalis. Sandėlis reikalingas penkerių metų užsakymų vykdymo sutarčiai, pasirašytai su dideliu internetiniu prekybininku.\n\nPaskola užtikrinta pirmos eilės hipoteka sandėliui, kurio vertė – 305 000 EUR, ir savininko asmeniniu laidavimu. Palūkanos mokamos kas mėnesį iš veiklos pajamų, o paskola bus grąžinta termino pabaigoje iš pinigų srautų arba ilgalaike banko paskola.',
        risks:
          'Bendrovės pajamos labai priklauso nuo naujosios sutarties; jei prekybininkas ją nutrauktų anksčiau, pinigų srautai sumažėtų. Paskola grąžinama vienu mokėjimu, todėl termino pabaigoje yra refinansavimo rizika. Transporto sektoriuje didelė konkurencija, maža marža ir didelė priklausomybė nuo kuro kainų.',
        metaTitle: 'Sandėlis Plovdive – verslo paskola, 13,25 %',
        metaDescription:
          'Investuokite nuo 20 € į verslo paskolą 3 200 m² logistikos sandėliui Plovdive, Bulgarijoje. 13,25 % palūkanos kas mėnesį, 24 mėn., LTV 72 %.',
      },
      pl: {
        title: 'Rozbudowa magazynu logistycznego w Płowdiwie',
        shortDescription:
          'Pożyczka dla firmy transportowej z Płowdiwu na zakup i wyposażenie magazynu o powierzchni 3200 m² na potrzeby nowego kontraktu e-commerce.',
        longDescription:
          'Trakia Logistik EOOD to bułgarska firma transportowo-magazynowa założona w 2013 roku. Dysponuje 38 ciągnikami siodłowymi i obsługuje producentów oraz sieci handlowe w regionie Płowdiwu i na całych Bałkanach.\n\nPożyczka sfinansuje zakup magazynu o powierzchni 3200 m² w Trackiej Strefie Ekonomicznej wraz z regałami i częścią chłodniczą. Magazyn jest potrzebny do realizacji pięcioletniej umowy logistycznej podpisanej z dużym sklepem internetowym.\n\nZabezpieczeniem jest hipoteka pierwszego stopnia na magazynie wycenionym na 305 000 EUR oraz poręczenie właściciela. Odsetki są płacone co miesiąc z bieżących przychodów, a kapitał zostanie spłacony na koniec okresu ze środków własnych lub z długoterminowego kredytu bankowego.',
        risks:
          'Przychody spółki w dużej mierze zależą od nowego kontraktu; jego wcześniejsze rozwiązanie pogorszyłoby przepływy pieniężne. Kapitał jest spłacany jednorazowo, więc na koniec okresu istnieje ryzyko refinansowania. Transport to branża o dużej konkurencji i niskich marżach, wrażliwa na ceny paliwa.',
        metaTitle: 'Magazyn w Płowdiwie – pożyczka dla firmy 13,25%',
        metaDescription:
          'Zainwestuj od 20 € w pożyczkę na magazyn logistyczny 3200 m² w Płowdiwie w Bułgarii. 13,25% rocznie, odsetki co miesiąc, 24 miesiące, LTV 72%.',
      },
      lv: {
        title: 'Loģistikas noliktavas paplašināšana Plovdivā',
        shortDescription:
          'Biznesa aizdevums Plovdivas kravu pārvadājumu uzņēmumam 3200 m² noliktavas iegādei un aprīkošanai jaunam e-komercijas pasūtījumu izpildes līgumam.',
        longDescription:
          'Trakia Logistik EOOD ir 2013. gadā dibināts Bulgārijas kravu pārvadājumu un uzglabāšanas uzņēmums. Tam ir 38 vilcēji, un tas apkalpo ražotājus un tirgotājus Plovdivas reģionā un visos Balkānos.\n\nAizdevums tiks izmantots 3200 m² noliktavas iegādei Trāķijas ekonomiskajā zonā, kā arī plauktu sistēmai un temperatūras kontrolētai daļai. Noliktava nepieciešama piecu gadu pasūtījumu izpildes līgumam, kas noslēgts ar lielu interneta veikalu.\n\nAizdevums ir nodrošināts ar pirmās kārtas hipotēku uz noliktavu, kuras vērtība ir 305 000 EUR, un īpašnieka personīgo galvojumu. Procenti tiek maksāti katru mēnesi no pamatdarbības ieņēmumiem, bet pamatsumma tiks atmaksāta termiņa beigās no naudas plūsmas vai ilgtermiņa bankas kredīta.',
        risks:
          'Uzņēmuma ieņēmumi lielā mērā ir atkarīgi no jaunā līguma; ja tirgotājs to izbeigtu pirms termiņa, naudas plūsma samazinātos. Pamatsumma tiek atmaksāta vienā maksājumā, tāpēc termiņa beigās pastāv refinansēšanas risks. Pārvadājumu nozarē ir liela konkurence un zemas peļņas normas, un tā ir atkarīga no degvielas cenām.',
        metaTitle: 'Noliktava Plovdivā – biznesa aizdevums, 13,25 %',
        metaDescription:
          'Ieguldiet no 20 € biznesa aizdevumā 3200 m² loģistikas noliktavai Plovdivā, Bulgārijā. 13,25 % gadā, procenti katru mēnesi, 24 mēneši, LTV 72 %.',
      },
      bg: {
        title: 'Разширяване на логистичен склад в Пловдив',
        shortDescription:
          'Бизнес заем за пловдивска транспортна фирма за покупка и оборудване на склад от 3200 кв. м по нов договор за обслужване на онлайн търговец.',
        longDescription:
          '„Тракия Логистик“ ЕООД е българска компания за автомобилен транспорт и складиране, основана през 2013 г. Тя разполага с 38 влекача и обслужва производители и търговци в региона на Пловдив и на Балканите.\n\nЗаемът ще финансира покупката на склад от 3200 кв. м в Тракия икономическа зона, заедно със стелажи и хладилна секция. Складът е необходим за петгодишен договор за логистично обслужване, сключен с голям онлайн търговец.\n\nЗаемът е обезпечен с първа по ред ипотека върху склада, оценен на 305 000 EUR, и лично поръчителство на собственика. Лихвата се плаща ежемесечно от оперативните приходи, а главницата ще бъде погасена в края на срока от паричния поток или с дългосрочен банков кредит.',
        risks:
          'Приходите на компанията зависят в голяма степен от новия договор; ако търговецът го прекрати предсрочно, паричният поток ще намалее. Главницата се изплаща наведнъж, затова в края на срока съществува риск от рефинансиране. Транспортът е силно конкурентен бранш с ниски маржове, чувствителен към цените на горивата.',
        metaTitle: 'Склад в Пловдив – бизнес заем с 13,25% лихва',
        metaDescription:
          'Инвестирайте от 20 € в бизнес заем за логистичен склад от 3200 кв. м в Пловдив. Годишна лихва 13,25%, изплащана ежемесечно, срок 24 месеца, LTV 72%.',
      },
      pt: {
        title: 'Ampliação de armazém logístico em Plovdiv',
        shortDescription:
          'Empréstimo empresarial para uma transportadora de Plovdiv comprar e equipar um armazém de 3200 m² para um novo contrato de comércio eletrónico.',
        longDescription:
          'A Trakia Logistik EOOD é uma empresa búlgara de transporte rodoviário e armazenagem fundada em 2013. Dispõe de 38 camiões e serve fabricantes e retalhistas na região de Plovdiv e em todos os Balcãs.\n\nO empréstimo financiará a compra de um armazém de 3200 m² na Zona Económica da Trácia, incluindo estantes e uma secção de frio. O armazém é necessário para um contrato de logística de cinco anos assinado com um grande retalhista online.\n\nO empréstimo está garantido por hipoteca de primeiro grau sobre o armazém, avaliado em 305 000 EUR, e por fiança pessoal do proprietário. Os juros são pagos mensalmente com as receitas da atividade e o capital será reembolsado no fim do prazo com fundos próprios ou um crédito bancário de longo prazo.',
        risks:
          'As receitas da empresa dependem muito do novo contrato; se o retalhista o terminar antecipadamente, o fluxo de caixa diminuirá. O capital é reembolsado de uma só vez, pelo que existe risco de refinanciamento no vencimento. O transporte é um setor muito concorrencial, de margens baixas e sensível ao preço dos combustíveis.',
        metaTitle: 'Armazém em Plovdiv – empréstimo a 13,25%',
        metaDescription:
          'Invista a partir de 20 € num empréstimo para um armazém logístico de 3200 m² em Plovdiv, Bulgária. Juro de 13,25% pago mensalmente, 24 meses, LTV 72%.',
      },
    },
  },
  {
    number: 1005,
    slug: 'boutique-hotel-lagos',
    status: 'GATHERING',
    investmentTypeId: 4,
    riskGroup: 'B',
    countryCode: 'PT',
    interestRateBps: 1150,
    termMonths: 20,
    repaymentMethod: 'INTEREST_ONLY',
    targetCents: euros(300_000),
    fundedCents: euros(15_300),
    minInvestmentCents: euros(100),
    maxInvestmentCents: euros(30_000),
    ltvBps: 6000,
    fundingDeadlineInDays: 40,
    ownerName: 'Maré Alta Hotelaria, Lda.',
    photos: [photo('hotel-coast'), photo('renovation')],
    texts: {
      en: {
        title: 'Boutique hotel renovation in Lagos, Algarve',
        shortDescription:
          'Loan secured by real estate to renovate and extend a family-run boutique hotel in Lagos from 14 to 22 rooms before the summer season.',
        longDescription:
          'Maré Alta Hotelaria, Lda. is a family company that has run a 14-room guesthouse in the historic centre of Lagos, in Portugal’s Algarve, since 2009. Average occupancy over the past three years was 78%.\n\nThe loan will finance the renovation of the existing rooms, the conversion of the top floor into eight new rooms and the construction of a rooftop terrace with a small pool. The works have a building permit and are scheduled to finish before the high season.\n\nThe loan is secured by a first-ranking mortgage on the hotel building, valued at EUR 500,000. Interest is paid monthly from hotel revenue, and the principal will be repaid at maturity from operating cash flow or by refinancing with a Portuguese bank.',
        risks:
          'Tourism is seasonal and sensitive to the economy, air travel and the weather; weaker bookings would reduce cash flow. Renovating an old building may reveal hidden defects and increase costs. The principal is repaid in one instalment, which creates a refinancing risk at maturity.',
        metaTitle: 'Boutique hotel in Lagos, Algarve – 11.5% loan',
        metaDescription:
          'Invest from €100 in a loan to renovate and extend a boutique hotel in Lagos, Algarve. 11.5% annual interest paid monthly, 20 months, mortgage, LTV 60%.',
      },
      lt: {
        title: 'Butiko viešbučio renovacija Lagose, Algarvėje',
        shortDescription:
          'Nekilnojamuoju turtu užtikrinta paskola šeimos valdomam butiko viešbučiui Lagose renovuoti ir išplėsti nuo 14 iki 22 kambarių prieš vasaros sezoną.',
        longDescription:
          'Maré Alta Hotelaria, Lda. – šeimos įmonė, nuo 2009 m. valdanti 14 kambarių svečių namus istoriniame Lagoso centre, Portugalijos Algarvės regione. Per pastaruosius trejus metus vidutinis užimtumas siekė 78 %.\n\nPaskola bus finansuojama esamų kambarių renovacija, viršutinio aukšto pertvarkymas į aštuonis naujus kambarius ir stogo terasos su nedideliu baseinu įrengimas. Darbams išduotas statybos leidimas, juos planuojama baigti iki aukštojo sezono.\n\nPaskola užtikrinta pirmos eilės hipoteka viešbučio pastatui, kurio vertė – 500 000 EUR. Palūkanos mokamos kas mėnesį iš viešbučio pajamų, o paskola bus grąžinta termino pabaigoje iš veiklos pinigų srautų arba refinansuojant Portugalijos banke.',
        risks:
          'Turizmas yra sezoniškas ir jautrus ekonomikai, skrydžiams bei orams; mažesnis užsakymų skaičius sumažintų pinigų srautus. Renovuojant seną pastatą gali paaiškėti paslėptų defektų, kurie padidintų išlaidas. Paskola grąžinama vienu mokėjimu, todėl termino pabaigoje yra refinansavimo rizika.',
        metaTitle: 'Viešbutis Lagose, Algarvėje – paskola, 11,5 %',
        metaDescription:
          'Investuokite nuo 100 € į paskolą butiko viešbučiui Lagose, Algarvėje, renovuoti ir išplėsti. 11,5 % palūkanos kas mėnesį, 20 mėn., hipoteka, LTV 60 %.',
      },
      pl: {
        title: 'Modernizacja hotelu butikowego w Lagos (Algarve)',
        shortDescription:
          'Pożyczka zabezpieczona nieruchomością na modernizację i rozbudowę rodzinnego hotelu butikowego w Lagos z 14 do 22 pokoi przed sezonem letnim.',
        longDescription:
          'Maré Alta Hotelaria, Lda. to rodzinna firma, która od 2009 roku prowadzi pensjonat z 14 pokojami w historycznym centrum Lagos w portugalskim regionie Algarve. Średnie obłożenie w ostatnich trzech latach wyniosło 78%.\n\nPożyczka sfinansuje remont istniejących pokoi, przebudowę ostatniego piętra na osiem nowych pokoi oraz budowę tarasu na dachu z niewielkim basenem. Na prace wydano pozwolenie na budowę, a ich zakończenie zaplanowano przed sezonem wysokim.\n\nZabezpieczeniem jest hipoteka pierwszego stopnia na budynku hotelu o wartości 500 000 EUR. Odsetki są płacone co miesiąc z przychodów hotelu, a kapitał zostanie spłacony na koniec okresu z bieżących wpływów lub dzięki refinansowaniu w portugalskim banku.',
        risks:
          'Turystyka jest sezonowa i wrażliwa na koniunkturę, ruch lotniczy i pogodę; mniejsza liczba rezerwacji obniżyłaby przepływy pieniężne. Remont starego budynku może ujawnić ukryte wady i zwiększyć koszty. Kapitał jest spłacany jednorazowo, co oznacza ryzyko refinansowania na koniec okresu.',
        metaTitle: 'Hotel w Lagos (Algarve) – pożyczka 11,5%',
        metaDescription:
          'Zainwestuj od 100 € w pożyczkę na modernizację i rozbudowę hotelu butikowego w Lagos w Algarve. 11,5% rocznie, odsetki co miesiąc, 20 miesięcy, LTV 60%.',
      },
      lv: {
        title: 'Butika viesnīcas atjaunošana Lagosā, Algarvē',
        shortDescription:
          'Ar nekustamo īpašumu nodrošināts aizdevums ģimenes butika viesnīcas atjaunošanai un paplašināšanai Lagosā no 14 līdz 22 numuriem pirms vasaras sezonas.',
        longDescription:
          'Maré Alta Hotelaria, Lda. ir ģimenes uzņēmums, kas kopš 2009. gada vada viesu namu ar 14 numuriem Lagosas vēsturiskajā centrā Portugāles Algarves reģionā. Pēdējo trīs gadu vidējā noslodze bija 78 %.\n\nAizdevums tiks izmantots esošo numuru atjaunošanai, augšējā stāva pārbūvei par astoņiem jauniem numuriem un jumta terases ar nelielu baseinu izbūvei. Darbiem ir būvatļauja, un tos plānots pabeigt pirms augstās sezonas.\n\nAizdevums ir nodrošināts ar pirmās kārtas hipotēku uz viesnīcas ēku, kuras vērtība ir 500 000 EUR. Procenti tiek maksāti katru mēnesi no viesnīcas ieņēmumiem, bet pamatsumma tiks atmaksāta termiņa beigās no naudas plūsmas vai refinansējot Portugāles bankā.',
        risks:
          'Tūrisms ir sezonāls un jutīgs pret ekonomiku, aviosatiksmi un laikapstākļiem; mazāks rezervāciju skaits samazinātu naudas plūsmu. Vecas ēkas atjaunošanā var atklāties slēpti defekti, kas palielina izmaksas. Pamatsumma tiek atmaksāta vienā maksājumā, tāpēc termiņa beigās pastāv refinansēšanas risks.',
        metaTitle: 'Viesnīca Lagosā, Algarvē – aizdevums, 11,5 %',
        metaDescription:
          'Ieguldiet no 100 € aizdevumā butika viesnīcas atjaunošanai un paplašināšanai Lagosā, Algarvē. 11,5 % gadā, procenti ik mēnesi, 20 mēneši, LTV 60 %.',
      },
      bg: {
        title: 'Ремонт на бутиков хотел в Лагош, Алгарве',
        shortDescription: 'Заем, обезпечен с недвижим имот, за ремонт и разширяване на семеен бутиков хотел в Лагош от 14 на 22 стаи преди летния сезон.',
        longDescription:
          'Maré Alta Hotelaria, Lda. е семейна фирма, която от 2009 г. управлява къща за гости с 14 стаи в историческия център на Лагош в португалския регион Алгарве. Средната заетост през последните три години е 78%.\n\nЗаемът ще финансира ремонта на съществуващите стаи, преустройството на последния етаж в осем нови стаи и изграждането на покривна тераса с малък басейн. Работите имат разрешение за строеж и се очаква да приключат преди активния сезон.\n\nЗаемът е обезпечен с първа по ред ипотека върху сградата на хотела, оценена на 500 000 EUR. Лихвата се плаща ежемесечно от приходите на хотела, а главницата ще бъде изплатена в края на срока от паричния поток или чрез рефинансиране в португалска банка.',
        risks:
          'Туризмът е сезонен и зависи от икономиката, въздушния транспорт и времето; по-малко резервации биха намалили паричния поток. При ремонт на стара сграда могат да се открият скрити дефекти, които да увеличат разходите. Главницата се изплаща наведнъж, което създава риск от рефинансиране в края на срока.',
        metaTitle: 'Бутиков хотел в Лагош – заем с 11,5% лихва',
        metaDescription:
          'Инвестирайте от 100 € в заем за ремонт и разширяване на бутиков хотел в Лагош, Алгарве. Годишна лихва 11,5%, изплащана ежемесечно, 20 месеца, LTV 60%.',
      },
      pt: {
        title: 'Renovação de hotel boutique em Lagos, Algarve',
        shortDescription:
          'Empréstimo com garantia imobiliária para renovar e ampliar um hotel boutique familiar em Lagos, de 14 para 22 quartos, antes da época de verão.',
        longDescription:
          'A Maré Alta Hotelaria, Lda. é uma empresa familiar que explora desde 2009 uma casa de hóspedes com 14 quartos no centro histórico de Lagos, no Algarve. A taxa média de ocupação nos últimos três anos foi de 78%.\n\nO empréstimo financiará a renovação dos quartos existentes, a transformação do último piso em oito novos quartos e a construção de um terraço na cobertura com uma pequena piscina. A obra tem licença de construção e deverá terminar antes da época alta.\n\nO empréstimo está garantido por hipoteca de primeiro grau sobre o edifício do hotel, avaliado em 500 000 EUR. Os juros são pagos mensalmente com as receitas do hotel e o capital será reembolsado no vencimento com o fluxo de caixa da atividade ou através de refinanciamento num banco português.',
        risks:
          'O turismo é sazonal e sensível à economia, ao transporte aéreo e ao tempo; uma quebra nas reservas reduziria o fluxo de caixa. A renovação de um edifício antigo pode revelar defeitos ocultos e aumentar os custos. O capital é reembolsado de uma só vez, o que cria um risco de refinanciamento no vencimento.',
        metaTitle: 'Hotel boutique em Lagos – empréstimo a 11,5%',
        metaDescription:
          'Invista a partir de 100 € num empréstimo para renovar e ampliar um hotel boutique em Lagos, no Algarve. Juro anual de 11,5% pago mensalmente, 20 meses.',
      },
    },
  },
  // ─── FUNDED ─────────────────────────────────────────────────────────────────
  {
    number: 1006,
    slug: 'wind-repowering-saaremaa',
    status: 'FUNDED',
    investmentTypeId: 3,
    riskGroup: 'A+',
    countryCode: 'EE',
    interestRateBps: 1000,
    termMonths: 36,
    repaymentMethod: 'ANNUITY',
    targetCents: euros(500_000),
    fundedCents: euros(500_000),
    minInvestmentCents: euros(50),
    maxInvestmentCents: euros(50_000),
    ltvBps: 5500,
    fundingDeadlineInDays: -3,
    ownerName: 'Saare Tuulepargid OÜ',
    photos: [photo('wind-farm')],
    texts: {
      en: {
        title: 'Wind turbine repowering on Saaremaa',
        shortDescription:
          'Green loan to replace two ageing wind turbines on the Estonian island of Saaremaa with one modern 2.3 MW turbine, more than doubling the site’s output.',
        longDescription:
          'Saare Tuulepargid OÜ has operated a small wind farm on the west coast of Saaremaa since 2009 and has repaid two previous bank loans on schedule. The owners are local energy engineers with more than 15 years of experience.\n\nThe loan will finance the purchase and installation of a modern 2.3 MW turbine that replaces two 600 kW turbines at the end of their service life. The new turbine uses the existing grid connection and access road, and the supply contract includes a 10-year maintenance agreement.\n\nThe loan is secured by a first-ranking mortgage on the land, a commercial pledge on the turbines, a pledge of the company’s shares and an assignment of electricity sale receivables. It is repaid in monthly annuity instalments from electricity sales, 70% of which are at a fixed price under an agreement with an Estonian energy retailer.',
        risks:
          'Wind conditions vary from year to year, and a weak wind year would reduce revenue. Market prices for the remaining 30% of output can fall sharply. A technical failure could stop the turbine for several weeks, although the maintenance contract includes an availability guarantee.',
        metaTitle: 'Wind turbine on Saaremaa – green loan at 10%',
        metaDescription:
          'Green loan to replace two old wind turbines on Saaremaa, Estonia, with one modern 2.3 MW turbine. 10% annual interest, 36-month annuity, fully funded.',
      },
      lt: {
        title: 'Vėjo jėgainių atnaujinimas Saremos saloje',
        shortDescription:
          'Žalioji paskola dviem senstančioms vėjo jėgainėms Estijos Saremos saloje pakeisti viena modernia 2,3 MW jėgaine, kuri daugiau nei dvigubai padidins gamybą.',
        longDescription:
          'Saare Tuulepargid OÜ nuo 2009 m. valdo nedidelį vėjo jėgainių parką vakarinėje Saremos pakrantėje ir laiku grąžino dvi ankstesnes banko paskolas. Bendrovės savininkai – vietos energetikos inžinieriai, turintys daugiau nei 15 metų patirtį.\n\nPaskola bus finansuojamas modernios 2,3 MW vėjo jėgainės pirkimas ir įrengimas vietoj dviejų 600 kW jėgainių, kurių eksploatavimo laikas baigiasi. Nauja jėgainė naudos esamą prijungimą prie tinklo ir privažiavimo kelią, o tiekimo sutartyje numatyta 10 metų techninė priežiūra.\n\nPaskola užtikrinta pirmos eilės hipoteka žemei, jėgainių įkeitimu, bendrovės akcijų įkeitimu ir reikalavimų už parduotą elektrą perleidimu. Ji grąžinama kas mėnesį anuiteto įmokomis iš elektros pardavimo pajamų; 70 % gamybos parduodama fiksuota kaina pagal sutartį su Estijos elektros tiekėju.',
        risks:
          'Vėjo sąlygos kasmet skiriasi, todėl silpno vėjo metai sumažintų pajamas. Rinkos kainos likusiems 30 % gamybos gali smarkiai kristi. Dėl techninių gedimų jėgainė gali sustoti kelioms savaitėms, tačiau priežiūros sutartyje numatyta parengties garantija.',
        metaTitle: 'Vėjo jėgainė Saremoje – žalioji paskola, 10 %',
        metaDescription:
          'Žalioji paskola dviem senoms vėjo jėgainėms Saremos saloje, Estijoje, pakeisti viena 2,3 MW jėgaine. 10 % metinės palūkanos, 36 mėn. anuitetas.',
      },
      pl: {
        title: 'Modernizacja elektrowni wiatrowej na Saremie',
        shortDescription:
          'Zielona pożyczka na zastąpienie dwóch starzejących się turbin wiatrowych na estońskiej wyspie Sarema jedną nowoczesną turbiną o mocy 2,3 MW, co ponad dwukrotnie zwiększy produkcję.',
        longDescription:
          'Saare Tuulepargid OÜ od 2009 roku prowadzi niewielką farmę wiatrową na zachodnim wybrzeżu Saremy i terminowo spłaciła dwa wcześniejsze kredyty bankowe. Właścicielami są miejscowi inżynierowie energetycy z ponad 15-letnim doświadczeniem.\n\nPożyczka sfinansuje zakup i montaż nowoczesnej turbiny o mocy 2,3 MW, która zastąpi dwie turbiny po 600 kW kończące okres eksploatacji. Nowa turbina wykorzysta istniejące przyłącze do sieci i drogę dojazdową, a umowa dostawy obejmuje 10-letni serwis.\n\nZabezpieczeniem jest hipoteka pierwszego stopnia na gruncie, zastaw na turbinach, zastaw na udziałach spółki oraz cesja wierzytelności ze sprzedaży energii. Pożyczka jest spłacana w miesięcznych ratach annuitetowych z przychodów ze sprzedaży energii, której 70% trafia po stałej cenie do estońskiego sprzedawcy energii.',
        risks:
          'Warunki wietrzne zmieniają się z roku na rok, a słabszy rok obniżyłby przychody. Ceny rynkowe pozostałych 30% produkcji mogą gwałtownie spaść. Awaria techniczna mogłaby zatrzymać turbinę na kilka tygodni, choć umowa serwisowa zawiera gwarancję dostępności.',
        metaTitle: 'Turbina wiatrowa na Saremie – zielona pożyczka 10%',
        metaDescription:
          'Zielona pożyczka na zastąpienie dwóch starych turbin wiatrowych na Saremie w Estonii jedną turbiną 2,3 MW. Oprocentowanie 10% rocznie, 36 miesięcy.',
      },
      lv: {
        title: 'Vēja turbīnu nomaiņa Sāmsalā',
        shortDescription:
          'Zaļais aizdevums divu novecojušu vēja turbīnu nomaiņai Igaunijas Sāmsalā ar vienu modernu 2,3 MW turbīnu, kas vairāk nekā divkāršos izstrādi.',
        longDescription:
          'Saare Tuulepargid OÜ kopš 2009. gada apsaimnieko nelielu vēja parku Sāmsalas rietumu krastā un laikus atmaksājusi divus iepriekšējos bankas kredītus. Uzņēmuma īpašnieki ir vietējie enerģētikas inženieri ar vairāk nekā 15 gadu pieredzi.\n\nAizdevums tiks izmantots modernas 2,3 MW turbīnas iegādei un uzstādīšanai divu 600 kW turbīnu vietā, kuru kalpošanas laiks beidzas. Jaunā turbīna izmantos esošo tīkla pieslēgumu un piebraucamo ceļu, un piegādes līgumā iekļauta 10 gadu apkope.\n\nAizdevums ir nodrošināts ar pirmās kārtas hipotēku uz zemi, komercķīlu uz turbīnām, uzņēmuma daļu ķīlu un prasījumu cesiju par pārdoto elektroenerģiju. Tas tiek atmaksāts ikmēneša anuitātes maksājumos no elektroenerģijas pārdošanas, turklāt 70 % izstrādes tiek pārdoti par fiksētu cenu Igaunijas enerģijas tirgotājam.',
        risks:
          'Vēja apstākļi katru gadu atšķiras, un vājāka vēja gads samazinātu ieņēmumus. Tirgus cenas atlikušajiem 30 % izstrādes var strauji kristies. Tehniski bojājumi var apturēt turbīnu uz vairākām nedēļām, lai gan apkopes līgumā ir ietverta pieejamības garantija.',
        metaTitle: 'Vēja turbīna Sāmsalā – zaļais aizdevums, 10 %',
        metaDescription:
          'Zaļais aizdevums divu vecu vēja turbīnu nomaiņai Sāmsalā, Igaunijā, ar vienu 2,3 MW turbīnu. 10 % gada procenti, 36 mēnešu anuitāte, pilnībā finansēts.',
      },
      bg: {
        title: 'Обновяване на вятърни турбини на остров Сааремаа',
        shortDescription:
          'Зелен заем за замяна на две остарели вятърни турбини на естонския остров Сааремаа с една модерна турбина от 2,3 MW, която ще увеличи производството повече от два пъти.',
        longDescription:
          'Saare Tuulepargid OÜ управлява малък вятърен парк на западния бряг на Сааремаа от 2009 г. и е изплатила навреме два предишни банкови кредита. Собствениците са местни енергийни инженери с над 15 години опит.\n\nЗаемът ще финансира покупката и монтажа на модерна турбина от 2,3 MW на мястото на две турбини от по 600 kW, чийто експлоатационен срок изтича. Новата турбина използва съществуващото присъединяване към мрежата и пътя за достъп, а договорът за доставка включва 10-годишна поддръжка.\n\nЗаемът е обезпечен с първа по ред ипотека върху земята, залог върху турбините, залог на дяловете на дружеството и цесия на вземанията от продажба на електроенергия. Той се погасява с месечни анюитетни вноски от продажбата на електроенергия, 70% от която се продава на фиксирана цена на естонски търговец.',
        risks:
          'Ветровите условия се различават всяка година и по-слаба година би намалила приходите. Пазарните цени за останалите 30% от производството могат рязко да паднат. Техническа повреда може да спре турбината за няколко седмици, въпреки че договорът за поддръжка включва гаранция за наличност.',
        metaTitle: 'Вятърна турбина на Сааремаа – зелен заем с 10%',
        metaDescription:
          'Зелен заем за замяна на две стари вятърни турбини на остров Сааремаа, Естония, с една турбина от 2,3 MW. Годишна лихва 10%, анюитет за 36 месеца.',
      },
      pt: {
        title: 'Repotenciação eólica na ilha de Saaremaa',
        shortDescription:
          'Empréstimo verde para substituir dois aerogeradores antigos na ilha estónia de Saaremaa por uma turbina moderna de 2,3 MW, que mais do que duplicará a produção.',
        longDescription:
          'A Saare Tuulepargid OÜ explora desde 2009 um pequeno parque eólico na costa ocidental de Saaremaa e reembolsou pontualmente dois créditos bancários anteriores. Os sócios são engenheiros de energia locais com mais de 15 anos de experiência.\n\nO empréstimo financiará a compra e instalação de uma turbina moderna de 2,3 MW em substituição de duas turbinas de 600 kW em fim de vida útil. A nova turbina aproveita a ligação à rede e o acesso existentes, e o contrato de fornecimento inclui manutenção durante 10 anos.\n\nO empréstimo está garantido por hipoteca de primeiro grau sobre o terreno, penhor sobre as turbinas, penhor das quotas da empresa e cessão dos créditos da venda de eletricidade. É reembolsado em prestações mensais constantes com a venda de eletricidade, 70% da qual a preço fixo a um comercializador estónio.',
        risks:
          'As condições de vento variam de ano para ano e um ano de pouco vento reduziria as receitas. Os preços de mercado dos restantes 30% da produção podem descer acentuadamente. Uma avaria técnica pode parar a turbina durante várias semanas, embora o contrato de manutenção inclua uma garantia de disponibilidade.',
        metaTitle: 'Turbina eólica em Saaremaa – empréstimo verde a 10%',
        metaDescription:
          'Empréstimo verde para substituir dois aerogeradores antigos em Saaremaa, Estónia, por uma turbina de 2,3 MW. Juro anual de 10%, 36 meses, financiado.',
      },
    },
  },
  {
    number: 1007,
    slug: 'furniture-factory-kaunas',
    status: 'FUNDED',
    investmentTypeId: 1,
    riskGroup: 'C',
    countryCode: 'LT',
    interestRateBps: 1250,
    termMonths: 24,
    repaymentMethod: 'ANNUITY',
    targetCents: euros(120_000),
    fundedCents: euros(120_000),
    minInvestmentCents: euros(20),
    maxInvestmentCents: null,
    ltvBps: 6800,
    fundingDeadlineInDays: -6,
    ownerName: 'UAB Baldų meistrai',
    photos: [photo('factory')],
    texts: {
      en: {
        title: 'New CNC line for a furniture factory in Kaunas',
        shortDescription:
          'Business loan for a Kaunas solid-wood furniture maker to buy a five-axis CNC machining centre and a finishing line, raising capacity by about 30%.',
        longDescription:
          'UAB Baldų meistrai has made solid-wood furniture in Kaunas since 2004. The company employs 60 people and exports around 80% of its output to Scandinavian retail chains.\n\nThe loan will finance a five-axis CNC machining centre and an automated lacquering line. The new equipment will remove the current production bottleneck and allow the company to fulfil an order book that is already full for the next eight months.\n\nThe loan is secured by a second-ranking mortgage on the production building, a pledge on the new equipment and guarantees from both shareholders. It is repaid in monthly annuity instalments from the company’s operating cash flow.',
        risks:
          'Demand for furniture depends on the housing market and consumer spending in Scandinavia. Higher timber and energy prices may squeeze margins. The mortgage is second-ranking, so in a default the bank holding the first mortgage would be repaid first.',
        metaTitle: 'Furniture factory in Kaunas – business loan 12.5%',
        metaDescription:
          'Business loan for a Kaunas solid-wood furniture maker to buy a CNC machining centre and a finishing line. 12.5% annual interest, 24-month annuity, funded.',
      },
      lt: {
        title: 'Nauja CNC linija baldų gamyklai Kaune',
        shortDescription:
          'Verslo paskola Kauno masyvo baldų gamintojui įsigyti penkių ašių CNC apdirbimo centrą ir lakavimo liniją, kurie padidins gamybos pajėgumus apie 30 %.',
        longDescription:
          'UAB „Baldų meistrai“ masyvo baldus Kaune gamina nuo 2004 m. Bendrovėje dirba 60 žmonių, apie 80 % produkcijos eksportuojama Skandinavijos prekybos tinklams.\n\nPaskola bus finansuojamas penkių ašių CNC apdirbimo centras ir automatinė lakavimo linija. Nauja įranga pašalins dabartinę gamybos siaurąją vietą ir leis įvykdyti užsakymus, kurių jau pakanka ateinantiems aštuoniems mėnesiams.\n\nPaskola užtikrinta antros eilės hipoteka gamybiniam pastatui, naujos įrangos įkeitimu ir abiejų akcininkų laidavimu. Ji grąžinama kas mėnesį anuiteto įmokomis iš bendrovės veiklos pinigų srautų.',
        risks:
          'Baldų paklausa priklauso nuo Skandinavijos būsto rinkos ir vartotojų išlaidų. Brangstanti mediena ir energija gali sumažinti maržas. Hipoteka yra antros eilės, todėl įsipareigojimų neįvykdymo atveju pirmiausia būtų atsiskaityta su pirmos eilės hipoteką turinčiu banku.',
        metaTitle: 'Baldų gamykla Kaune – verslo paskola, 12,5 %',
        metaDescription:
          'Verslo paskola Kauno masyvo baldų gamintojui įsigyti CNC apdirbimo centrą ir lakavimo liniją. 12,5 % metinės palūkanos, 24 mėn. anuitetas, surinkta.',
      },
      pl: {
        title: 'Nowa linia CNC dla fabryki mebli w Kownie',
        shortDescription:
          'Pożyczka dla producenta mebli z litego drewna z Kowna na zakup pięcioosiowego centrum obróbczego CNC i linii lakierniczej, które zwiększą moce produkcyjne o około 30%.',
        longDescription:
          'UAB Baldų meistrai produkuje meble z litego drewna w Kownie od 2004 roku. Firma zatrudnia 60 osób i eksportuje około 80% produkcji do skandynawskich sieci handlowych.\n\nPożyczka sfinansuje pięcioosiowe centrum obróbcze CNC oraz zautomatyzowaną linię lakierniczą. Nowe maszyny usuną obecne wąskie gardło w produkcji i pozwolą zrealizować zamówienia, które już teraz wypełniają portfel na najbliższe osiem miesięcy.\n\nZabezpieczeniem jest hipoteka drugiego stopnia na budynku produkcyjnym, zastaw na nowych maszynach oraz poręczenia obu akcjonariuszy. Pożyczka jest spłacana w miesięcznych ratach annuitetowych z bieżących przepływów pieniężnych firmy.',
        risks:
          'Popyt na meble zależy od rynku mieszkaniowego i wydatków konsumentów w Skandynawii. Wzrost cen drewna i energii może obniżyć marże. Hipoteka jest drugiego stopnia, więc w razie niewypłacalności w pierwszej kolejności zaspokojony zostałby bank z hipoteką pierwszego stopnia.',
        metaTitle: 'Fabryka mebli w Kownie – pożyczka 12,5%',
        metaDescription:
          'Pożyczka dla producenta mebli z Kowna na centrum obróbcze CNC i linię lakierniczą. Oprocentowanie 12,5% rocznie, 24 miesiące, sfinansowana.',
      },
      lv: {
        title: 'Jauna CNC līnija mēbeļu rūpnīcai Kauņā',
        shortDescription:
          'Biznesa aizdevums Kauņas masīvkoka mēbeļu ražotājam piecu asu CNC apstrādes centra un lakošanas līnijas iegādei, kas palielinās ražošanas jaudu par aptuveni 30 %.',
        longDescription:
          'UAB Baldų meistrai kopš 2004. gada Kauņā ražo masīvkoka mēbeles. Uzņēmumā strādā 60 darbinieku, un aptuveni 80 % produkcijas tiek eksportēti Skandināvijas mazumtirdzniecības tīkliem.\n\nAizdevums tiks izmantots piecu asu CNC apstrādes centra un automatizētas lakošanas līnijas iegādei. Jaunās iekārtas novērsīs pašreizējo ražošanas šauro vietu un ļaus izpildīt pasūtījumus, kas jau aizpilda nākamos astoņus mēnešus.\n\nAizdevums ir nodrošināts ar otrās kārtas hipotēku uz ražošanas ēku, komercķīlu uz jaunajām iekārtām un abu akcionāru galvojumiem. Tas tiek atmaksāts ikmēneša anuitātes maksājumos no uzņēmuma pamatdarbības naudas plūsmas.',
        risks:
          'Mēbeļu pieprasījums ir atkarīgs no Skandināvijas mājokļu tirgus un patērētāju tēriņiem. Koksnes un enerģijas cenu kāpums var samazināt peļņas normas. Hipotēka ir otrās kārtas, tāpēc saistību neizpildes gadījumā vispirms tiktu apmierināti tās bankas prasījumi, kurai ir pirmās kārtas hipotēka.',
        metaTitle: 'Mēbeļu rūpnīca Kauņā – biznesa aizdevums, 12,5 %',
        metaDescription:
          'Biznesa aizdevums Kauņas masīvkoka mēbeļu ražotājam CNC apstrādes centra un lakošanas līnijas iegādei. 12,5 % gada procenti, 24 mēneši, finansēts.',
      },
      bg: {
        title: 'Нова CNC линия за мебелна фабрика в Каунас',
        shortDescription:
          'Бизнес заем за производител на мебели от масивна дървесина в Каунас за покупка на петосен CNC обработващ център и линия за лакиране, които ще увеличат капацитета с около 30%.',
        longDescription:
          'UAB Baldų meistrai произвежда мебели от масивна дървесина в Каунас от 2004 г. Компанията има 60 служители и изнася около 80% от продукцията си за скандинавски търговски вериги.\n\nЗаемът ще финансира петосен CNC обработващ център и автоматизирана линия за лакиране. Новото оборудване ще премахне сегашното тясно място в производството и ще позволи изпълнението на поръчки, които вече запълват следващите осем месеца.\n\nЗаемът е обезпечен с втора по ред ипотека върху производствената сграда, залог върху новото оборудване и поръчителство на двамата акционери. Той се погасява с месечни анюитетни вноски от паричния поток на компанията.',
        risks:
          'Търсенето на мебели зависи от жилищния пазар и потребителските разходи в Скандинавия. По-високите цени на дървесината и енергията могат да намалят маржовете. Ипотеката е втора по ред, затова при неизпълнение първо ще бъде удовлетворена банката с първа по ред ипотека.',
        metaTitle: 'Мебелна фабрика в Каунас – бизнес заем с 12,5%',
        metaDescription:
          'Бизнес заем за производител на мебели в Каунас за CNC обработващ център и линия за лакиране. Годишна лихва 12,5%, анюитет за 24 месеца, финансиран.',
      },
      pt: {
        title: 'Nova linha CNC para fábrica de móveis em Kaunas',
        shortDescription:
          'Empréstimo empresarial para um fabricante de móveis de madeira maciça em Kaunas comprar um centro de maquinação CNC de cinco eixos e uma linha de acabamento, aumentando a capacidade em cerca de 30%.',
        longDescription:
          'A UAB Baldų meistrai fabrica móveis de madeira maciça em Kaunas desde 2004. A empresa tem 60 trabalhadores e exporta cerca de 80% da produção para cadeias de retalho escandinavas.\n\nO empréstimo financiará um centro de maquinação CNC de cinco eixos e uma linha automática de lacagem. O novo equipamento eliminará o atual estrangulamento da produção e permitirá cumprir uma carteira de encomendas já preenchida para os próximos oito meses.\n\nO empréstimo está garantido por hipoteca de segundo grau sobre o edifício fabril, penhor sobre o novo equipamento e fianças dos dois acionistas. É reembolsado em prestações mensais constantes com o fluxo de caixa da atividade.',
        risks:
          'A procura de móveis depende do mercado imobiliário e do consumo na Escandinávia. A subida dos preços da madeira e da energia pode reduzir as margens. A hipoteca é de segundo grau, pelo que, em caso de incumprimento, o banco com hipoteca de primeiro grau seria pago primeiro.',
        metaTitle: 'Fábrica de móveis em Kaunas – empréstimo a 12,5%',
        metaDescription:
          'Empréstimo a um fabricante de móveis de Kaunas para um centro de maquinação CNC e uma linha de lacagem. Juro anual de 12,5%, 24 meses, financiado.',
      },
    },
  },
  // ─── ACTIVE ─────────────────────────────────────────────────────────────────
  {
    number: 1008,
    slug: 'energy-renovation-valmiera',
    status: 'ACTIVE',
    investmentTypeId: 3,
    riskGroup: 'A',
    countryCode: 'LV',
    interestRateBps: 950,
    termMonths: 36,
    repaymentMethod: 'ANNUITY',
    targetCents: euros(260_000),
    fundedCents: euros(260_000),
    minInvestmentCents: euros(10),
    maxInvestmentCents: null,
    ltvBps: null,
    fundingDeadlineInDays: -120,
    ownerName: 'SIA Valmieras Renovācija',
    photos: [photo('renovation'), photo('apartment-block')],
    texts: {
      en: {
        title: 'Energy-efficient renovation of a Valmiera apartment block',
        shortDescription:
          'Green loan to renovate a 1970s building with 60 apartments in Valmiera, Latvia: insulation, new windows, heat recovery ventilation and a new heating substation should cut heat use by more than half.',
        longDescription:
          'SIA Valmieras Renovācija is an energy service company that has renovated 14 Soviet-era apartment buildings in Vidzeme since 2016. It works under energy performance contracts, guaranteeing residents a minimum level of heat savings.\n\nThe loan finances the insulation of the facade and roof, new windows, a new heating substation and mechanical ventilation with heat recovery in a five-storey building with 60 apartments. The residents’ association has signed a 20-year energy performance contract, and a state grant from ALTUM will cover about 30% of eligible costs after completion.\n\nThe loan is secured by an assignment of receivables under the contract and the grant, a pledge of the company’s shares and a guarantee from its parent company. It is repaid in monthly annuity instalments from residents’ payments and, after completion, from the grant.',
        risks:
          'Repayment depends on residents paying their monthly contributions; widespread arrears in the building would weaken cash flow. If the renovation does not meet the energy savings targets, the grant could be reduced. The loan has no real estate collateral, so recovery would rely on the assigned receivables and the guarantee.',
        metaTitle: 'Renovation in Valmiera – green loan at 9.5%',
        metaDescription:
          'Green loan for the energy-efficient renovation of a 60-apartment building in Valmiera, Latvia. 9.5% annual interest, 36-month annuity, in repayment.',
      },
      lt: {
        title: 'Daugiabučio renovacija Valmieroje',
        shortDescription:
          'Žalioji paskola aštuntojo dešimtmečio 60 butų daugiabučiui Valmieroje, Latvijoje, renovuoti: apšiltinimas, nauji langai, vėdinimas su šilumos atgavimu ir naujas šilumos punktas turėtų šilumos suvartojimą sumažinti daugiau nei perpus.',
        longDescription:
          'SIA Valmieras Renovācija – energetinių paslaugų bendrovė, nuo 2016 m. Vidžemės regione renovavusi 14 sovietmečio daugiabučių. Ji dirba pagal energinio efektyvumo sutartis ir gyventojams garantuoja minimalų šilumos sutaupymą.\n\nPaskola finansuojamas penkių aukštų 60 butų namo fasado ir stogo apšiltinimas, langų keitimas, naujas šilumos punktas ir mechaninis vėdinimas su šilumos atgavimu. Butų savininkų bendrija pasirašė 20 metų energinio efektyvumo sutartį, o valstybės plėtros institucijos ALTUM subsidija po darbų užbaigimo padengs apie 30 % tinkamų išlaidų.\n\nPaskola užtikrinta reikalavimų pagal sutartį ir subsidiją perleidimu, bendrovės dalių įkeitimu ir patronuojančios bendrovės garantija. Ji grąžinama kas mėnesį anuiteto įmokomis iš gyventojų mokėjimų, o po darbų užbaigimo – ir iš subsidijos.',
        risks:
          'Grąžinimas priklauso nuo to, ar gyventojai moka mėnesines įmokas; dideli įsiskolinimai name susilpnintų pinigų srautus. Jei renovacija nepasiektų numatyto energijos sutaupymo, subsidija galėtų būti sumažinta. Paskola neužtikrinta nekilnojamuoju turtu, todėl išieškojimas remtųsi perleistais reikalavimais ir garantija.',
        metaTitle: 'Daugiabučio renovacija Valmieroje – 9,5 % paskola',
        metaDescription:
          'Žalioji paskola 60 butų daugiabučio Valmieroje, Latvijoje, energiškai efektyviai renovacijai. 9,5 % metinės palūkanos, 36 mėn. anuitetas, mokėjimai vyksta.',
      },
      pl: {
        title: 'Termomodernizacja bloku w Valmierze',
        shortDescription:
          'Zielona pożyczka na termomodernizację bloku z lat 70. z 60 mieszkaniami w Valmierze na Łotwie: ocieplenie, nowe okna, wentylacja z odzyskiem ciepła i nowy węzeł cieplny mają obniżyć zużycie ciepła o ponad połowę.',
        longDescription:
          'SIA Valmieras Renovācija to firma usług energetycznych, która od 2016 roku zmodernizowała 14 bloków z czasów radzieckich w regionie Vidzeme. Działa na podstawie umów o poprawę efektywności energetycznej, gwarantując mieszkańcom minimalny poziom oszczędności ciepła.\n\nPożyczka finansuje ocieplenie elewacji i dachu, wymianę okien, nowy węzeł cieplny oraz wentylację mechaniczną z odzyskiem ciepła w pięciokondygnacyjnym budynku z 60 mieszkaniami. Wspólnota mieszkaniowa podpisała 20-letnią umowę, a po zakończeniu prac dotacja państwowej instytucji ALTUM pokryje około 30% kosztów kwalifikowanych.\n\nZabezpieczeniem jest cesja wierzytelności z umowy i dotacji, zastaw na udziałach spółki oraz gwarancja spółki matki. Pożyczka jest spłacana w miesięcznych ratach annuitetowych z wpłat mieszkańców, a po zakończeniu prac także z dotacji.',
        risks:
          'Spłata zależy od regularnych wpłat mieszkańców; duże zaległości w budynku osłabiłyby przepływy pieniężne. Jeśli modernizacja nie przyniesie zakładanych oszczędności energii, dotacja może zostać obniżona. Pożyczka nie jest zabezpieczona nieruchomością, więc dochodzenie należności opierałoby się na przelanych wierzytelnościach i gwarancji.',
        metaTitle: 'Termomodernizacja w Valmierze – zielona pożyczka',
        metaDescription:
          'Zielona pożyczka na termomodernizację bloku z 60 mieszkaniami w Valmierze na Łotwie. Oprocentowanie 9,5% rocznie, 36 miesięcy, spłata trwa.',
      },
      lv: {
        title: 'Daudzdzīvokļu mājas atjaunošana Valmierā',
        shortDescription:
          'Zaļais aizdevums 60 dzīvokļu 70. gadu mājas renovācijai Valmierā: siltināšana, jauni logi, ventilācija ar siltuma atgūšanu un jauns siltummezgls samazinās siltuma patēriņu vairāk nekā uz pusi.',
        longDescription:
          'SIA Valmieras Renovācija ir energoservisa uzņēmums, kas kopš 2016. gada Vidzemē renovējis 14 padomju laika daudzdzīvokļu mājas. Tas strādā ar energoefektivitātes līgumiem un garantē iedzīvotājiem minimālo siltuma ietaupījumu.\n\nAizdevums finansē fasādes un jumta siltināšanu, logu nomaiņu, jaunu siltummezglu un mehānisko ventilāciju ar siltuma atgūšanu piecstāvu mājā ar 60 dzīvokļiem. Dzīvokļu īpašnieku biedrība ir parakstījusi 20 gadu energoefektivitātes līgumu, un pēc darbu pabeigšanas ALTUM grants segs aptuveni 30 % attiecināmo izmaksu.\n\nAizdevums ir nodrošināts ar prasījumu cesiju no līguma un granta, uzņēmuma daļu ķīlu un mātesuzņēmuma garantiju. Tas tiek atmaksāts ikmēneša anuitātes maksājumos no iedzīvotāju maksājumiem, bet pēc darbu pabeigšanas arī no granta.',
        risks:
          'Atmaksa ir atkarīga no tā, vai iedzīvotāji veic ikmēneša maksājumus; lieli parādi mājā vājinātu naudas plūsmu. Ja renovācija nesasniegs plānoto enerģijas ietaupījumu, grants var tikt samazināts. Aizdevums nav nodrošināts ar nekustamo īpašumu, tāpēc piedziņa balstītos uz cedētajiem prasījumiem un garantiju.',
        metaTitle: 'Mājas renovācija Valmierā – zaļais aizdevums, 9,5 %',
        metaDescription:
          'Zaļais aizdevums 60 dzīvokļu mājas energoefektīvai atjaunošanai Valmierā. 9,5 % gada procenti, 36 mēnešu anuitāte, maksājumi notiek pēc grafika.',
      },
      bg: {
        title: 'Енергийно обновяване на жилищен блок във Валмиера',
        shortDescription:
          'Зелен заем за обновяване на блок от 70-те години с 60 апартамента във Валмиера, Латвия: изолация, нова дограма, вентилация с рекуперация и нова абонатна станция ще намалят потреблението на топлина с над 50%.',
        longDescription:
          'SIA Valmieras Renovācija е компания за енергийни услуги, която от 2016 г. е обновила 14 жилищни блока от съветската епоха в региона Видземе. Тя работи по договори с гарантиран резултат и гарантира на живущите минимална икономия на топлина.\n\nЗаемът финансира изолацията на фасадата и покрива, подмяната на дограмата, нова абонатна станция и механична вентилация с рекуперация в пететажна сграда с 60 апартамента. Сдружението на собствениците е подписало 20-годишен договор за енергийна ефективност, а след завършването държавна субсидия от ALTUM ще покрие около 30% от допустимите разходи.\n\nЗаемът е обезпечен с цесия на вземанията по договора и субсидията, залог на дяловете на дружеството и гаранция от компанията майка. Той се погасява с месечни анюитетни вноски от плащанията на живущите, а след завършването на обекта и от субсидията.',
        risks:
          'Погасяването зависи от редовните месечни вноски на живущите; големи просрочия в сградата биха отслабили паричния поток. Ако обновяването не постигне планираната икономия на енергия, субсидията може да бъде намалена. Заемът не е обезпечен с недвижим имот, затова събирането би разчитало на прехвърлените вземания и гаранцията.',
        metaTitle: 'Обновяване на блок във Валмиера – зелен заем 9,5%',
        metaDescription:
          'Зелен заем за енергийно обновяване на жилищен блок с 60 апартамента във Валмиера, Латвия. Годишна лихва 9,5%, анюитет за 36 месеца, плащанията текат.',
      },
      pt: {
        title: 'Reabilitação energética de um prédio em Valmiera',
        shortDescription:
          'Empréstimo verde para reabilitar um prédio dos anos 70 com 60 apartamentos em Valmiera, na Letónia: isolamento, janelas novas, ventilação com recuperação de calor e uma nova subestação de aquecimento deverão reduzir o consumo de calor para menos de metade.',
        longDescription:
          'A SIA Valmieras Renovācija é uma empresa de serviços energéticos que reabilitou, desde 2016, 14 prédios da era soviética na região de Vidzeme. Trabalha com contratos de desempenho energético, garantindo aos moradores um nível mínimo de poupança de calor.\n\nO empréstimo financia o isolamento da fachada e da cobertura, a substituição das janelas, uma nova subestação de aquecimento e ventilação mecânica com recuperação de calor num prédio de cinco pisos com 60 apartamentos. A associação de condóminos assinou um contrato de 20 anos e, após a conclusão, um subsídio estatal da ALTUM cobrirá cerca de 30% dos custos elegíveis.\n\nO empréstimo está garantido pela cessão dos créditos do contrato e do subsídio, penhor das quotas da empresa e garantia da empresa-mãe. É reembolsado em prestações mensais constantes com os pagamentos dos moradores e, após a conclusão, com o subsídio.',
        risks:
          'O reembolso depende de os moradores pagarem as prestações mensais; atrasos generalizados no prédio enfraqueceriam o fluxo de caixa. Se a reabilitação não atingir a poupança de energia prevista, o subsídio pode ser reduzido. O empréstimo não tem garantia imobiliária, pelo que a recuperação dependeria dos créditos cedidos e da garantia.',
        metaTitle: 'Reabilitação em Valmiera – empréstimo verde a 9,5%',
        metaDescription:
          'Empréstimo verde para a reabilitação energética de um prédio de 60 apartamentos em Valmiera, Letónia. Juro anual de 9,5%, 36 meses, reembolsos em curso.',
      },
    },
  },
  {
    number: 1009,
    slug: 'office-refinancing-tallinn',
    status: 'ACTIVE',
    investmentTypeId: 7,
    riskGroup: 'A+',
    countryCode: 'EE',
    interestRateBps: 1025,
    termMonths: 12,
    repaymentMethod: 'INTEREST_ONLY',
    targetCents: euros(480_000),
    fundedCents: euros(480_000),
    minInvestmentCents: euros(100),
    maxInvestmentCents: euros(100_000),
    ltvBps: 5000,
    fundingDeadlineInDays: -60,
    ownerName: 'Kesklinna Kinnisvara OÜ',
    photos: [photo('office')],
    texts: {
      en: {
        title: 'Refinancing of an office building in Tallinn',
        shortDescription:
          'Bridge loan to refinance a maturing bank loan on a fully leased office building in central Tallinn until long-term bank financing is in place.',
        longDescription:
          'Kesklinna Kinnisvara OÜ owns a four-storey office building of 2,600 m² within walking distance of Tallinn’s city centre. The building is fully leased to 11 tenants, mostly IT and professional services firms, and generates about EUR 190,000 of net rental income a year.\n\nThe loan refinances a bank loan that matured this year. The owner has received an indicative offer for a long-term loan from an Estonian bank, which is expected to be signed once the building’s new energy performance certificate is issued.\n\nThe loan is secured by a first-ranking mortgage on the building, valued at EUR 960,000, and a guarantee from the owner. Interest is paid monthly from rental income, and the principal will be repaid at maturity from the new bank loan.',
        risks:
          'If the bank does not provide the long-term loan, repayment at maturity may be delayed until another lender is found or the building is sold. The loss of a major tenant would reduce rental income. Office values in Tallinn could fall, although the 50% LTV leaves a substantial buffer.',
        metaTitle: 'Office refinancing in Tallinn – 10.25%, LTV 50%',
        metaDescription:
          'Bridge loan refinancing a fully leased office building in Tallinn, Estonia. 10.25% annual interest paid monthly, 12 months, first mortgage, LTV 50%.',
      },
      lt: {
        title: 'Biurų pastato refinansavimas Taline',
        shortDescription:
          'Tarpinė paskola, kuria refinansuojama pasibaigusio termino banko paskola už visiškai išnuomotą biurų pastatą Talino centre, kol bus gautas ilgalaikis banko finansavimas.',
        longDescription:
          'Kesklinna Kinnisvara OÜ priklauso keturių aukštų 2 600 m² biurų pastatas netoli Talino centro. Pastatas visiškai išnuomotas 11 nuomininkų, daugiausia IT ir profesinių paslaugų įmonėms, ir per metus uždirba apie 190 000 EUR grynųjų nuomos pajamų.\n\nPaskola refinansuojama šiais metais pasibaigusi banko paskola. Savininkas gavo preliminarų Estijos banko pasiūlymą dėl ilgalaikės paskolos, kurią tikimasi pasirašyti išdavus naują pastato energinio naudingumo sertifikatą.\n\nPaskola užtikrinta pirmos eilės hipoteka pastatui, kurio vertė – 960 000 EUR, ir savininko garantija. Palūkanos mokamos kas mėnesį iš nuomos pajamų, o paskola bus grąžinta termino pabaigoje iš naujos banko paskolos.',
        risks:
          'Jei bankas nesuteiktų ilgalaikės paskolos, grąžinimas termino pabaigoje gali vėluoti, kol bus rastas kitas finansuotojas arba parduotas pastatas. Praradus didelį nuomininką, sumažėtų nuomos pajamos. Biurų vertė Taline gali kristi, tačiau 50 % LTV palieka didelę atsargą.',
        metaTitle: 'Biurų pastato refinansavimas Taline – 10,25 %',
        metaDescription:
          'Tarpinė paskola visiškai išnuomoto biurų pastato Taline, Estijoje, refinansavimui. 10,25 % palūkanos kas mėnesį, 12 mėn., pirmos eilės hipoteka, LTV 50 %.',
      },
      pl: {
        title: 'Refinansowanie biurowca w Tallinie',
        shortDescription:
          'Pożyczka pomostowa na refinansowanie zapadającego kredytu bankowego zabezpieczonego w pełni wynajętym biurowcem w centrum Tallina, do czasu uzyskania długoterminowego finansowania bankowego.',
        longDescription:
          'Kesklinna Kinnisvara OÜ jest właścicielem czterokondygnacyjnego biurowca o powierzchni 2600 m² w pobliżu centrum Tallina. Budynek jest w pełni wynajęty 11 najemcom, głównie firmom IT i usługowym, i przynosi około 190 000 EUR rocznego dochodu netto z najmu.\n\nPożyczka refinansuje kredyt bankowy, którego termin spłaty upłynął w tym roku. Właściciel otrzymał wstępną ofertę długoterminowego kredytu od estońskiego banku; umowa ma zostać podpisana po wydaniu nowego świadectwa charakterystyki energetycznej budynku.\n\nZabezpieczeniem jest hipoteka pierwszego stopnia na budynku wycenionym na 960 000 EUR oraz gwarancja właściciela. Odsetki są płacone co miesiąc z czynszów, a kapitał zostanie spłacony na koniec okresu z nowego kredytu bankowego.',
        risks:
          'Jeśli bank nie udzieli kredytu długoterminowego, spłata może się opóźnić do czasu znalezienia innego finansującego lub sprzedaży budynku. Utrata dużego najemcy zmniejszyłaby przychody z najmu. Wartość biur w Tallinie może spaść, choć LTV na poziomie 50% daje duży margines bezpieczeństwa.',
        metaTitle: 'Refinansowanie biurowca w Tallinie – 10,25%',
        metaDescription:
          'Pożyczka pomostowa na refinansowanie w pełni wynajętego biurowca w Tallinie. 10,25% rocznie, odsetki co miesiąc, 12 miesięcy, hipoteka, LTV 50%.',
      },
      lv: {
        title: 'Biroja ēkas refinansēšana Tallinā',
        shortDescription:
          'Pārejas aizdevums, ar kuru tiek refinansēts termiņu beidzis bankas kredīts pilnībā iznomātai biroja ēkai Tallinas centrā, līdz tiks saņemts ilgtermiņa bankas finansējums.',
        longDescription:
          'Kesklinna Kinnisvara OÜ pieder četrstāvu biroja ēka ar 2600 m² platību netālu no Tallinas centra. Ēka ir pilnībā iznomāta 11 nomniekiem, galvenokārt IT un profesionālo pakalpojumu uzņēmumiem, un gadā nes aptuveni 190 000 EUR neto nomas ienākumu.\n\nAizdevums refinansē bankas kredītu, kura termiņš beidzās šogad. Īpašnieks ir saņēmis Igaunijas bankas indikatīvu piedāvājumu ilgtermiņa kredītam, ko plānots parakstīt pēc jaunā ēkas energosertifikāta izsniegšanas.\n\nAizdevums ir nodrošināts ar pirmās kārtas hipotēku uz ēku, kuras vērtība ir 960 000 EUR, un īpašnieka garantiju. Procenti tiek maksāti katru mēnesi no nomas ienākumiem, bet pamatsumma tiks atmaksāta termiņa beigās no jaunā bankas kredīta.',
        risks:
          'Ja banka nepiešķirs ilgtermiņa kredītu, atmaksa termiņa beigās var aizkavēties, līdz tiks atrasts cits finansētājs vai ēka tiks pārdota. Liela nomnieka zaudēšana samazinātu nomas ienākumus. Biroju vērtība Tallinā var kristies, taču 50 % LTV nodrošina lielu rezervi.',
        metaTitle: 'Biroja ēkas refinansēšana Tallinā – 10,25 %',
        metaDescription:
          'Pārejas aizdevums pilnībā iznomātas biroja ēkas refinansēšanai Tallinā, Igaunijā. 10,25 % gadā, procenti ik mēnesi, 12 mēneši, hipotēka, LTV 50 %.',
      },
      bg: {
        title: 'Рефинансиране на офис сграда в Талин',
        shortDescription:
          'Мостов заем за рефинансиране на падежиращ банков кредит за изцяло отдадена под наем офис сграда в центъра на Талин до осигуряването на дългосрочно банково финансиране.',
        longDescription:
          'Kesklinna Kinnisvara OÜ притежава четириетажна офис сграда с площ 2600 кв. м в близост до центъра на Талин. Сградата е изцяло отдадена под наем на 11 наематели, предимно ИТ компании и фирми за професионални услуги, и носи около 190 000 EUR нетен годишен доход от наеми.\n\nЗаемът рефинансира банков кредит с падеж тази година. Собственикът е получил индикативна оферта за дългосрочен кредит от естонска банка, който се очаква да бъде подписан след издаването на нов сертификат за енергийни характеристики на сградата.\n\nЗаемът е обезпечен с първа по ред ипотека върху сградата, оценена на 960 000 EUR, и гаранция от собственика. Лихвата се плаща ежемесечно от наемите, а главницата ще бъде изплатена в края на срока с новия банков кредит.',
        risks:
          'Ако банката не отпусне дългосрочния кредит, погасяването в края на срока може да се забави, докато се намери друг кредитор или сградата бъде продадена. Загубата на голям наемател би намалила приходите от наеми. Стойността на офисите в Талин може да спадне, но LTV от 50% оставя значителен буфер.',
        metaTitle: 'Рефинансиране на офис сграда в Талин – 10,25%',
        metaDescription:
          'Мостов заем за рефинансиране на изцяло отдадена офис сграда в Талин, Естония. Годишна лихва 10,25%, изплащана ежемесечно, 12 месеца, ипотека, LTV 50%.',
      },
      pt: {
        title: 'Refinanciamento de escritórios em Tallinn',
        shortDescription:
          'Empréstimo-ponte para refinanciar um crédito bancário vencido sobre um edifício de escritórios totalmente arrendado no centro de Tallinn, até estar garantido o financiamento bancário de longo prazo.',
        longDescription:
          'A Kesklinna Kinnisvara OÜ é proprietária de um edifício de escritórios de quatro pisos, com 2600 m², a poucos minutos a pé do centro de Tallinn. O edifício está totalmente arrendado a 11 inquilinos, sobretudo empresas de tecnologia e de serviços, e gera cerca de 190 000 EUR de rendas líquidas por ano.\n\nO empréstimo refinancia um crédito bancário que venceu este ano. O proprietário recebeu uma proposta indicativa de crédito de longo prazo de um banco estónio, que deverá ser assinado após a emissão do novo certificado energético do edifício.\n\nO empréstimo está garantido por hipoteca de primeiro grau sobre o edifício, avaliado em 960 000 EUR, e por garantia do proprietário. Os juros são pagos mensalmente com as rendas e o capital será reembolsado no vencimento com o novo crédito bancário.',
        risks:
          'Se o banco não conceder o crédito de longo prazo, o reembolso no vencimento pode atrasar até ser encontrado outro financiador ou o edifício ser vendido. A saída de um inquilino importante reduziria as rendas. O valor dos escritórios em Tallinn pode descer, embora o LTV de 50% deixe uma margem considerável.',
        metaTitle: 'Refinanciamento de escritórios em Tallinn – 10,25%',
        metaDescription:
          'Empréstimo-ponte para refinanciar um edifício de escritórios totalmente arrendado em Tallinn, Estónia. Juro de 10,25% pago mensalmente, 12 meses, LTV 50%.',
      },
    },
  },
  {
    number: 1010,
    slug: 'olive-mill-jaen',
    status: 'ACTIVE',
    investmentTypeId: 5,
    riskGroup: 'D',
    countryCode: 'ES',
    interestRateBps: 1375,
    termMonths: 9,
    repaymentMethod: 'BULLET',
    targetCents: euros(90_000),
    fundedCents: euros(90_000),
    minInvestmentCents: euros(10),
    maxInvestmentCents: null,
    ltvBps: 7500,
    fundingDeadlineInDays: -45,
    ownerName: 'Almazara Sierra Sur S.L.',
    photos: [photo('farm')],
    texts: {
      en: {
        title: 'Harvest financing for an olive oil mill in Jaén',
        shortDescription:
          'Short-term agricultural loan for a family olive oil mill in Jaén, Spain, to buy olives from local growers during the harvest season.',
        longDescription:
          'Almazara Sierra Sur S.L. is a family olive oil mill in the province of Jaén, Andalusia, that has pressed olives from around 300 local growers for more than 30 years. After the 2023 drought the company’s turnover fell, but the current harvest is expected to be close to average.\n\nThe loan finances the purchase of olives during the harvest, which runs from November to February. The extra virgin oil is sold in bulk to Spanish and Italian bottlers, and part of this season’s production is already sold under forward contracts.\n\nThe loan is secured by a first-ranking mortgage on an 18-hectare olive grove owned by the shareholders, valued at EUR 120,000, and a pledge on the oil stock. Principal and interest are repaid in one payment at the end of the term from oil sales.',
        risks:
          'Olive oil prices are volatile, and a sharp fall before the oil is sold would reduce the company’s income. The borrower made a loss after the 2023 drought and has limited financial reserves, which is why the loan is in risk group D. Agricultural land in the region sells slowly, so recovering the collateral could take a long time.',
        metaTitle: 'Olive oil mill in Jaén – 13.75% harvest loan',
        metaDescription:
          'Short-term agricultural loan for a family olive oil mill in Jaén, Spain, to buy olives during the harvest. 13.75% annual interest, 9 months, LTV 75%.',
      },
      lt: {
        title: 'Derliaus finansavimas alyvuogių spaudyklai Chaene',
        shortDescription:
          'Trumpalaikė žemės ūkio paskola šeimos alyvuogių aliejaus spaudyklai Chaene, Ispanijoje, derliaus sezono metu supirkti alyvuoges iš vietos augintojų.',
        longDescription:
          'Almazara Sierra Sur S.L. – šeimos alyvuogių aliejaus spaudykla Andalūzijos Chaeno provincijoje, jau daugiau nei 30 metų spaudžianti maždaug 300 vietos augintojų alyvuoges. Po 2023 m. sausros bendrovės apyvarta sumažėjo, tačiau šių metų derlius turėtų būti artimas vidutiniam.\n\nPaskola finansuojamas alyvuogių supirkimas derliaus metu, kuris trunka nuo lapkričio iki vasario. Pagamintas ypač tyras alyvuogių aliejus urmu parduodamas Ispanijos ir Italijos išpilstymo įmonėms, o dalis šio sezono produkcijos jau parduota pagal išankstines sutartis.\n\nPaskola užtikrinta pirmos eilės hipoteka dalininkams priklausančiam 18 ha alyvmedžių sodui, kurio vertė – 120 000 EUR, ir aliejaus atsargų įkeitimu. Paskola ir palūkanos grąžinamos vienu mokėjimu termino pabaigoje iš aliejaus pardavimo pajamų.',
        risks:
          'Alyvuogių aliejaus kainos nepastovios, todėl staigus kainų kritimas prieš pardavimą sumažintų bendrovės pajamas. Po 2023 m. sausros paskolos gavėja patyrė nuostolių ir turi nedaug finansinių rezervų, todėl paskolai priskirta D rizikos grupė. Žemės ūkio paskirties žemė regione parduodama lėtai, todėl užstato realizavimas gali ilgai užtrukti.',
        metaTitle: 'Alyvuogių spaudykla Chaene – paskola, 13,75 %',
        metaDescription:
          'Trumpalaikė paskola šeimos alyvuogių aliejaus spaudyklai Chaene, Ispanijoje, derliui supirkti. 13,75 % metinės palūkanos, 9 mėn. terminas, LTV 75 %.',
      },
      pl: {
        title: 'Finansowanie zbiorów dla tłoczni oliwy w Jaén',
        shortDescription:
          'Krótkoterminowa pożyczka rolnicza dla rodzinnej tłoczni oliwy w Jaén w Hiszpanii na skup oliwek od lokalnych plantatorów w sezonie zbiorów.',
        longDescription:
          'Almazara Sierra Sur S.L. to rodzinna tłocznia oliwy w prowincji Jaén w Andaluzji, która od ponad 30 lat przerabia oliwki od około 300 miejscowych plantatorów. Po suszy w 2023 roku obroty spółki spadły, ale tegoroczne zbiory mają być zbliżone do przeciętnych.\n\nPożyczka finansuje skup oliwek w sezonie zbiorów, który trwa od listopada do lutego. Wyprodukowana oliwa extra virgin jest sprzedawana hurtowo hiszpańskim i włoskim rozlewniom, a część tegorocznej produkcji została już sprzedana w ramach kontraktów terminowych.\n\nZabezpieczeniem jest hipoteka pierwszego stopnia na należącym do wspólników 18-hektarowym gaju oliwnym o wartości 120 000 EUR oraz zastaw na zapasach oliwy. Kapitał i odsetki zostaną spłacone jednorazowo na koniec okresu ze sprzedaży oliwy.',
        risks:
          'Ceny oliwy są zmienne, a gwałtowny spadek przed sprzedażą obniżyłby przychody spółki. Po suszy w 2023 roku pożyczkobiorca poniósł stratę i ma niewielkie rezerwy finansowe, dlatego pożyczce przypisano klasę ryzyka D. Grunty rolne w regionie sprzedają się powoli, więc odzyskanie środków z zabezpieczenia może potrwać długo.',
        metaTitle: 'Tłocznia oliwy w Jaén – pożyczka 13,75%',
        metaDescription:
          'Krótkoterminowa pożyczka rolnicza dla rodzinnej tłoczni oliwy w Jaén w Hiszpanii na skup oliwek. Oprocentowanie 13,75% rocznie, 9 miesięcy, LTV 75%.',
      },
      lv: {
        title: 'Ražas finansējums olīveļļas spiestuvei Haenā',
        shortDescription:
          'Īstermiņa lauksaimniecības aizdevums ģimenes olīveļļas spiestuvei Haenā, Spānijā, olīvu iepirkšanai no vietējiem audzētājiem ražas sezonā.',
        longDescription:
          'Almazara Sierra Sur S.L. ir ģimenes olīveļļas spiestuve Andalūzijas Haenas provincē, kas jau vairāk nekā 30 gadus pārstrādā aptuveni 300 vietējo audzētāju olīvas. Pēc 2023. gada sausuma uzņēmuma apgrozījums samazinājās, taču šīs sezonas raža gaidāma tuvu vidējai.\n\nAizdevums finansē olīvu iepirkšanu ražas novākšanas laikā no novembra līdz februārim. Saražotā augstākā labuma neapstrādātā olīveļļa tiek pārdota vairumā Spānijas un Itālijas iepildītājiem, un daļa šīs sezonas produkcijas jau pārdota ar nākotnes līgumiem.\n\nAizdevums ir nodrošināts ar pirmās kārtas hipotēku uz dalībniekiem piederošu 18 ha olīvkoku birzi, kuras vērtība ir 120 000 EUR, un komercķīlu uz eļļas krājumiem. Pamatsumma un procenti tiek atmaksāti vienā maksājumā termiņa beigās no eļļas pārdošanas.',
        risks:
          'Olīveļļas cenas ir svārstīgas, un straujš cenu kritums pirms pārdošanas samazinātu uzņēmuma ieņēmumus. Pēc 2023. gada sausuma aizņēmējam bija zaudējumi un tam ir nelielas finanšu rezerves, tāpēc aizdevumam piešķirta D riska grupa. Lauksaimniecības zeme reģionā tiek pārdota lēni, tāpēc nodrošinājuma realizācija var ilgt ilgi.',
        metaTitle: 'Olīveļļas spiestuve Haenā – aizdevums, 13,75 %',
        metaDescription:
          'Īstermiņa lauksaimniecības aizdevums ģimenes olīveļļas spiestuvei Haenā, Spānijā, olīvu iepirkšanai. 13,75 % gada procenti, 9 mēneši, LTV 75 %.',
      },
      bg: {
        title: 'Финансиране на реколтата за маслобойна в Хаен',
        shortDescription:
          'Краткосрочен земеделски заем за семейна маслобойна в Хаен, Испания, за изкупуване на маслини от местни производители по време на прибирането на реколтата.',
        longDescription:
          'Almazara Sierra Sur S.L. е семейна маслобойна в провинция Хаен, Андалусия, която повече от 30 години преработва маслините на около 300 местни производители. След сушата през 2023 г. оборотът на компанията спадна, но тазгодишната реколта се очаква да бъде близо до средната.\n\nЗаемът финансира изкупуването на маслини по време на реколтата, която продължава от ноември до февруари. Произведеният зехтин екстра върджин се продава на едро на испански и италиански бутилиращи компании, а част от продукцията за сезона вече е продадена с форуърдни договори.\n\nЗаемът е обезпечен с първа по ред ипотека върху маслинова горичка от 18 ха, собственост на съдружниците, оценена на 120 000 EUR, и залог върху запасите от зехтин. Главницата и лихвата се изплащат наведнъж в края на срока от продажбата на зехтина.',
        risks:
          'Цените на зехтина са променливи и рязък спад преди продажбата би намалил приходите на компанията. След сушата през 2023 г. кредитополучателят е на загуба и има ограничени финансови резерви, поради което заемът е в рискова група D. Земеделската земя в региона се продава бавно, така че реализирането на обезпечението може да отнеме много време.',
        metaTitle: 'Маслобойна в Хаен – земеделски заем с 13,75%',
        metaDescription:
          'Краткосрочен заем за семейна маслобойна в Хаен, Испания, за изкупуване на маслини по време на реколтата. Годишна лихва 13,75%, срок 9 месеца, LTV 75%.',
      },
      pt: {
        title: 'Financiamento da colheita para lagar em Jaén',
        shortDescription:
          'Empréstimo agrícola de curto prazo para um lagar de azeite familiar em Jaén, Espanha, comprar azeitona aos produtores locais durante a campanha.',
        longDescription:
          'A Almazara Sierra Sur S.L. é um lagar de azeite familiar na província de Jaén, na Andaluzia, que há mais de 30 anos transforma a azeitona de cerca de 300 olivicultores locais. Após a seca de 2023, o volume de negócios caiu, mas a campanha atual deverá ficar próxima da média.\n\nO empréstimo financia a compra de azeitona durante a campanha, que decorre de novembro a fevereiro. O azeite virgem extra produzido é vendido a granel a embaladores espanhóis e italianos, e parte da produção desta campanha já está vendida através de contratos a prazo.\n\nO empréstimo está garantido por hipoteca de primeiro grau sobre um olival de 18 hectares propriedade dos sócios, avaliado em 120 000 EUR, e por penhor sobre as existências de azeite. O capital e os juros são reembolsados de uma só vez no fim do prazo com a venda do azeite.',
        risks:
          'Os preços do azeite são voláteis e uma descida acentuada antes da venda reduziria as receitas da empresa. Após a seca de 2023, o mutuário registou prejuízo e tem reservas financeiras limitadas, razão pela qual o empréstimo está na classe de risco D. Os terrenos agrícolas da região vendem-se lentamente, pelo que a execução da garantia pode demorar muito.',
        metaTitle: 'Lagar de azeite em Jaén – empréstimo a 13,75%',
        metaDescription:
          'Empréstimo agrícola de curto prazo para um lagar de azeite familiar em Jaén, Espanha, comprar azeitona na campanha. Juro de 13,75%, 9 meses, LTV 75%.',
      },
    },
  },
  // ─── REPAID ─────────────────────────────────────────────────────────────────
  {
    number: 1011,
    slug: 'craft-bakery-poznan',
    status: 'REPAID',
    investmentTypeId: 6,
    riskGroup: 'C',
    countryCode: 'PL',
    interestRateBps: 1200,
    termMonths: 6,
    repaymentMethod: 'BULLET',
    targetCents: euros(45_000),
    fundedCents: euros(45_000),
    minInvestmentCents: euros(10),
    maxInvestmentCents: null,
    ltvBps: null,
    fundingDeadlineInDays: -400,
    ownerName: 'Piekarnia Złoty Kłos sp. z o.o.',
    photos: [photo('factory')],
    texts: {
      en: {
        title: 'Working capital for a craft bakery in Poznań',
        shortDescription:
          'Short-term working capital loan for a Poznań craft bakery to stock up on flour and hire seasonal staff for a new supermarket supply contract. Repaid in full and on time.',
        longDescription:
          'Piekarnia Złoty Kłos sp. z o.o. is a family craft bakery in Poznań founded in 1998. It runs seven shops of its own and supplies bread and pastries to cafés and hotels in the Wielkopolska region.\n\nThe loan financed flour and ingredient stocks and the seasonal staff needed to start supplying 25 stores of a regional supermarket chain before the Christmas season.\n\nThe loan was secured by a blank promissory note, a registered pledge on the bakery’s ovens and guarantees from both owners. Principal and interest were repaid in a single payment at the end of the six-month term from sales.',
        risks:
          'The loan has been repaid in full. While it was outstanding, the main risks were rising flour and energy prices, dependence on the new supermarket contract and the limited resale value of bakery equipment.',
        metaTitle: 'Craft bakery in Poznań – repaid working capital loan',
        metaDescription:
          'Repaid working capital loan for a family craft bakery in Poznań, Poland, that supplies a regional supermarket chain. 12% annual interest, 6-month term.',
      },
      lt: {
        title: 'Apyvartinės lėšos amatininkų kepyklai Poznanėje',
        shortDescription:
          'Trumpalaikė apyvartinių lėšų paskola Poznanės amatininkų kepyklai miltų atsargoms ir sezoniniams darbuotojams pagal naują tiekimo prekybos tinklui sutartį. Grąžinta visa ir laiku.',
        longDescription:
          'Piekarnia Złoty Kłos sp. z o.o. – 1998 m. įkurta šeimos amatininkų kepykla Poznanėje. Ji turi septynias nuosavas parduotuves ir tiekia duoną bei kepinius Didžiosios Lenkijos regiono kavinėms ir viešbučiams.\n\nPaskola buvo finansuotos miltų ir kitų žaliavų atsargos bei sezoniniai darbuotojai, kurių reikėjo prieš Kalėdų sezoną pradedant tiekti produkciją 25 regioninio prekybos tinklo parduotuvėms.\n\nPaskola buvo užtikrinta neužpildytu paprastuoju vekseliu, registruotu kepyklos krosnių įkeitimu ir abiejų savininkų laidavimu. Paskola ir palūkanos grąžintos vienu mokėjimu šešių mėnesių termino pabaigoje iš pardavimo pajamų.',
        risks:
          'Paskola grąžinta visa. Kol ji nebuvo grąžinta, pagrindinės rizikos buvo brangstantys miltai ir energija, priklausomybė nuo naujosios prekybos tinklo sutarties ir ribota kepyklos įrangos perpardavimo vertė.',
        metaTitle: 'Kepykla Poznanėje – grąžinta apyvartinių lėšų paskola',
        metaDescription:
          'Grąžinta apyvartinių lėšų paskola šeimos amatininkų kepyklai Poznanėje, Lenkijoje, tiekiančiai regioniniam prekybos tinklui. 12 % palūkanos, 6 mėn.',
      },
      pl: {
        title: 'Kapitał obrotowy dla piekarni rzemieślniczej w Poznaniu',
        shortDescription:
          'Krótkoterminowa pożyczka obrotowa dla poznańskiej piekarni rzemieślniczej na zapasy mąki i pracowników sezonowych w związku z nowym kontraktem z siecią supermarketów. Spłacona w całości i w terminie.',
        longDescription:
          'Piekarnia Złoty Kłos sp. z o.o. to rodzinna piekarnia rzemieślnicza z Poznania, założona w 1998 roku. Prowadzi siedem własnych sklepów i dostarcza pieczywo oraz wypieki do kawiarni i hoteli w Wielkopolsce.\n\nPożyczka sfinansowała zapasy mąki i surowców oraz zatrudnienie pracowników sezonowych, potrzebnych do rozpoczęcia przed świętami dostaw do 25 sklepów regionalnej sieci supermarketów.\n\nZabezpieczeniem był weksel in blanco z deklaracją wekslową, zastaw rejestrowy na piecach piekarniczych oraz poręczenia obu właścicieli. Kapitał i odsetki zostały spłacone jednorazowo na koniec sześciomiesięcznego okresu z przychodów ze sprzedaży.',
        risks:
          'Pożyczka została spłacona w całości. W okresie jej trwania głównymi ryzykami były rosnące ceny mąki i energii, zależność od nowego kontraktu z siecią handlową oraz ograniczona wartość odsprzedaży urządzeń piekarniczych.',
        metaTitle: 'Piekarnia w Poznaniu – spłacona pożyczka obrotowa',
        metaDescription:
          'Spłacona pożyczka obrotowa dla rodzinnej piekarni rzemieślniczej z Poznania, dostarczającej do regionalnej sieci supermarketów. 12% rocznie, 6 miesięcy.',
      },
      lv: {
        title: 'Apgrozāmie līdzekļi amatnieku maiznīcai Poznaņā',
        shortDescription:
          'Īstermiņa apgrozāmo līdzekļu aizdevums Poznaņas amatnieku maiznīcai miltu krājumiem un sezonas darbiniekiem jauna lielveikalu tīkla piegādes līguma izpildei. Atmaksāts pilnībā un laikā.',
        longDescription:
          'Piekarnia Złoty Kłos sp. z o.o. ir 1998. gadā dibināta ģimenes amatnieku maiznīca Poznaņā. Tai ir septiņi savi veikali, un tā piegādā maizi un konditorejas izstrādājumus kafejnīcām un viesnīcām Lielpolijas reģionā.\n\nAizdevums finansēja miltu un izejvielu krājumus un sezonas darbiniekus, kas bija nepieciešami, lai pirms Ziemassvētku sezonas sāktu piegādes 25 reģionāla lielveikalu tīkla veikaliem.\n\nAizdevums bija nodrošināts ar blanko vekseli, reģistrētu komercķīlu uz maiznīcas krāsnīm un abu īpašnieku galvojumiem. Pamatsumma un procenti tika atmaksāti vienā maksājumā sešu mēnešu termiņa beigās no pārdošanas ieņēmumiem.',
        risks:
          'Aizdevums ir pilnībā atmaksāts. Aizdevuma laikā galvenie riski bija miltu un enerģijas cenu kāpums, atkarība no jaunā lielveikalu tīkla līguma un maiznīcas iekārtu ierobežotā pārdošanas vērtība.',
        metaTitle: 'Maiznīca Poznaņā – atmaksāts aizdevums',
        metaDescription:
          'Atmaksāts apgrozāmo līdzekļu aizdevums ģimenes amatnieku maiznīcai Poznaņā, Polijā, kas piegādā reģionālam lielveikalu tīklam. 12 % gadā, 6 mēneši.',
      },
      bg: {
        title: 'Оборотни средства за занаятчийска пекарна в Познан',
        shortDescription:
          'Краткосрочен заем за оборотни средства за занаятчийска пекарна в Познан за запаси от брашно и сезонен персонал по нов договор с верига супермаркети. Изплатен изцяло и навреме.',
        longDescription:
          'Piekarnia Złoty Kłos sp. z o.o. е семейна занаятчийска пекарна в Познан, основана през 1998 г. Тя има седем собствени магазина и доставя хляб и тестени изделия на кафенета и хотели във Великополша.\n\nЗаемът финансира запасите от брашно и суровини, както и сезонния персонал, необходими, за да започнат преди Коледа доставките за 25 магазина на регионална верига супермаркети.\n\nЗаемът беше обезпечен със запис на заповед, особен залог върху фурните на пекарната и поръчителство на двамата собственици. Главницата и лихвата бяха изплатени наведнъж в края на шестмесечния срок от приходите от продажби.',
        risks:
          'Заемът е изплатен изцяло. Докато беше активен, основните рискове бяха поскъпването на брашното и енергията, зависимостта от новия договор с веригата и ограничената пазарна стойност на оборудването на пекарната.',
        metaTitle: 'Пекарна в Познан – изплатен заем',
        metaDescription:
          'Изплатен заем за оборотни средства за семейна занаятчийска пекарна в Познан, Полша, която доставя на регионална верига супермаркети. Лихва 12%, 6 месеца.',
      },
      pt: {
        title: 'Fundo de maneio para padaria artesanal em Poznań',
        shortDescription:
          'Empréstimo de curto prazo para o fundo de maneio de uma padaria artesanal de Poznań: stocks de farinha e pessoal sazonal para um novo contrato com uma cadeia de supermercados. Reembolsado na totalidade e dentro do prazo.',
        longDescription:
          'A Piekarnia Złoty Kłos sp. z o.o. é uma padaria artesanal familiar de Poznań, fundada em 1998. Tem sete lojas próprias e fornece pão e pastelaria a cafés e hotéis da região da Grande Polónia.\n\nO empréstimo financiou os stocks de farinha e matérias-primas e o pessoal sazonal necessários para iniciar, antes do Natal, o fornecimento a 25 lojas de uma cadeia regional de supermercados.\n\nO empréstimo estava garantido por livrança em branco com pacto de preenchimento, penhor registado sobre os fornos da padaria e fianças dos dois sócios. O capital e os juros foram reembolsados de uma só vez no fim do prazo de seis meses com as receitas de vendas.',
        risks:
          'O empréstimo foi integralmente reembolsado. Durante a sua vigência, os principais riscos eram a subida dos preços da farinha e da energia, a dependência do novo contrato com a cadeia de supermercados e o valor de revenda limitado do equipamento de padaria.',
        metaTitle: 'Padaria em Poznań – fundo de maneio reembolsado',
        metaDescription:
          'Empréstimo reembolsado para o fundo de maneio de uma padaria artesanal familiar em Poznań, Polónia, que abastece uma cadeia de supermercados. Juro de 12%.',
      },
    },
  },
  {
    number: 1012,
    slug: 'townhouses-boyana-sofia',
    status: 'REPAID',
    investmentTypeId: 2,
    riskGroup: 'B',
    countryCode: 'BG',
    interestRateBps: 1100,
    termMonths: 15,
    repaymentMethod: 'BULLET',
    targetCents: euros(350_000),
    fundedCents: euros(350_000),
    minInvestmentCents: euros(50),
    maxInvestmentCents: null,
    ltvBps: 6200,
    fundingDeadlineInDays: -600,
    ownerName: 'Boyana Residence EOOD',
    photos: [photo('heat-pump-house'), photo('apartment-block')],
    texts: {
      en: {
        title: 'Eight townhouses in Boyana, Sofia',
        shortDescription:
          'Development loan for eight energy-efficient townhouses at the foot of Vitosha in Sofia’s Boyana district. All the houses were sold and the loan was repaid in full.',
        longDescription:
          'Boyana Residence EOOD is a project company of a Sofia developer that has completed more than 20 residential buildings since 2007.\n\nThe loan financed the construction of eight two-storey townhouses with gardens in the Boyana district, at the foot of Vitosha mountain. The houses were built to energy class A, with heat pumps and rooftop solar panels.\n\nThe loan was secured by a first-ranking mortgage on the plot and the buildings and a guarantee from the parent company. Principal and interest were repaid in one payment after the houses were sold, two months before the end of the term.',
        risks:
          'The loan has been repaid in full. While it was outstanding, the main risks were construction cost overruns, a slowdown in Sofia’s housing market and the time needed to sell the houses.',
        metaTitle: 'Townhouses in Boyana, Sofia – repaid loan',
        metaDescription:
          'Repaid development loan for eight energy-efficient townhouses in Boyana, Sofia, Bulgaria. 11% annual interest, 15-month term, repaid ahead of schedule.',
      },
      lt: {
        title: 'Aštuoni sublokuoti namai Bojanoje, Sofijoje',
        shortDescription:
          'Plėtros paskola aštuoniems energiškai efektyviems sublokuotiems namams Vitošos papėdėje, Sofijos Bojanos rajone. Visi namai parduoti, o paskola grąžinta visa.',
        longDescription:
          'Boyana Residence EOOD – Sofijos nekilnojamojo turto vystytojo projektinė bendrovė; vystytojas nuo 2007 m. pastatė daugiau nei 20 gyvenamųjų pastatų.\n\nPaskola buvo finansuota aštuonių dviejų aukštų sublokuotų namų su sodais statyba Bojanos rajone, Vitošos kalno papėdėje. Namai pastatyti pagal A energinio naudingumo klasę, juose įrengti šilumos siurbliai ir saulės moduliai ant stogų.\n\nPaskola buvo užtikrinta pirmos eilės hipoteka sklypui ir pastatams bei patronuojančios bendrovės garantija. Paskola ir palūkanos grąžintos vienu mokėjimu pardavus namus, du mėnesius anksčiau nei numatyta.',
        risks:
          'Paskola grąžinta visa. Kol ji nebuvo grąžinta, pagrindinės rizikos buvo statybos išlaidų viršijimas, Sofijos būsto rinkos sulėtėjimas ir laikas, reikalingas namams parduoti.',
        metaTitle: 'Sublokuoti namai Sofijoje – grąžinta paskola',
        metaDescription:
          'Grąžinta plėtros paskola aštuoniems energiškai efektyviems sublokuotiems namams Bojanoje, Sofijoje. 11 % palūkanos, 15 mėn. terminas, grąžinta anksčiau.',
      },
      pl: {
        title: 'Osiem domów szeregowych w Bojanie (Sofia)',
        shortDescription:
          'Pożyczka deweloperska na budowę ośmiu energooszczędnych domów szeregowych u podnóża Witoszy w sofijskiej dzielnicy Bojana. Wszystkie domy sprzedano, a pożyczka została spłacona w całości.',
        longDescription:
          'Boyana Residence EOOD to spółka celowa dewelopera z Sofii, który od 2007 roku zrealizował ponad 20 budynków mieszkalnych.\n\nPożyczka sfinansowała budowę ośmiu dwukondygnacyjnych domów szeregowych z ogrodami w dzielnicy Bojana, u podnóża Witoszy. Domy zbudowano w klasie energetycznej A, z pompami ciepła i panelami fotowoltaicznymi na dachach.\n\nZabezpieczeniem była hipoteka pierwszego stopnia na działce i budynkach oraz gwarancja spółki matki. Kapitał i odsetki zostały spłacone jednorazowo po sprzedaży domów, dwa miesiące przed końcem okresu pożyczki.',
        risks:
          'Pożyczka została spłacona w całości. W okresie jej trwania głównymi ryzykami były przekroczenie kosztów budowy, spowolnienie na rynku mieszkaniowym w Sofii oraz czas potrzebny na sprzedaż domów.',
        metaTitle: 'Domy szeregowe w Sofii – spłacona pożyczka',
        metaDescription:
          'Spłacona pożyczka deweloperska na osiem energooszczędnych domów szeregowych w Bojanie w Sofii. 11% rocznie, 15 miesięcy, spłata przed terminem.',
      },
      lv: {
        title: 'Astoņas rindu mājas Bojanā, Sofijā',
        shortDescription:
          'Attīstības aizdevums astoņām energoefektīvām rindu mājām Vitošas kalna pakājē Sofijas Bojanas rajonā. Visas mājas pārdotas, un aizdevums atmaksāts pilnībā.',
        longDescription:
          'Boyana Residence EOOD ir Sofijas attīstītāja projekta uzņēmums; attīstītājs kopš 2007. gada uzbūvējis vairāk nekā 20 dzīvojamo ēku.\n\nAizdevums finansēja astoņu divstāvu rindu māju ar dārziem būvniecību Bojanas rajonā, Vitošas kalna pakājē. Mājas uzbūvētas atbilstoši A energoefektivitātes klasei, ar siltumsūkņiem un saules paneļiem uz jumtiem.\n\nAizdevums bija nodrošināts ar pirmās kārtas hipotēku uz zemes gabalu un ēkām un mātesuzņēmuma garantiju. Pamatsumma un procenti tika atmaksāti vienā maksājumā pēc māju pārdošanas, divus mēnešus pirms termiņa beigām.',
        risks:
          'Aizdevums ir pilnībā atmaksāts. Aizdevuma laikā galvenie riski bija būvniecības izmaksu pārsniegums, Sofijas mājokļu tirgus palēnināšanās un laiks, kas nepieciešams māju pārdošanai.',
        metaTitle: 'Rindu mājas Sofijā – atmaksāts aizdevums',
        metaDescription:
          'Atmaksāts attīstības aizdevums astoņām energoefektīvām rindu mājām Bojanā, Sofijā, Bulgārijā. 11 % gada procenti, 15 mēneši, atmaksāts pirms termiņa.',
      },
      bg: {
        title: 'Осем редови къщи в кв. Бояна, София',
        shortDescription:
          'Заем за изграждане на осем енергийно ефективни редови къщи в подножието на Витоша, в софийския квартал Бояна. Всички къщи са продадени, а заемът е изплатен изцяло.',
        longDescription:
          '„Бояна Резидънс“ ЕООД е проектна компания на софийски инвеститор, който от 2007 г. е завършил над 20 жилищни сгради.\n\nЗаемът финансира строителството на осем двуетажни редови къщи с дворове в кв. Бояна, в подножието на Витоша. Къщите са изградени с клас на енергийна ефективност A, с термопомпи и фотоволтаични панели на покривите.\n\nЗаемът беше обезпечен с първа по ред ипотека върху парцела и сградите и гаранция от компанията майка. Главницата и лихвата бяха изплатени наведнъж след продажбата на къщите, два месеца преди края на срока.',
        risks:
          'Заемът е изплатен изцяло. Докато беше активен, основните рискове бяха превишаване на строителните разходи, забавяне на жилищния пазар в София и времето, необходимо за продажбата на къщите.',
        metaTitle: 'Редови къщи в Бояна, София – изплатен заем',
        metaDescription:
          'Изплатен заем за изграждане на осем енергийно ефективни редови къщи в кв. Бояна, София. Годишна лихва 11%, срок 15 месеца, погасен преди падежа.',
      },
      pt: {
        title: 'Oito moradias em banda em Boyana, Sófia',
        shortDescription:
          'Empréstimo para a construção de oito moradias em banda energeticamente eficientes no sopé do monte Vitosha, no bairro de Boyana, em Sófia. Todas as casas foram vendidas e o empréstimo foi integralmente reembolsado.',
        longDescription:
          'A Boyana Residence EOOD é a sociedade-veículo de um promotor de Sófia que concluiu mais de 20 edifícios residenciais desde 2007.\n\nO empréstimo financiou a construção de oito moradias em banda de dois pisos, com jardim, no bairro de Boyana, no sopé do monte Vitosha. As casas foram construídas com classe energética A, bombas de calor e painéis solares na cobertura.\n\nO empréstimo estava garantido por hipoteca de primeiro grau sobre o lote e os edifícios e por garantia da empresa-mãe. O capital e os juros foram reembolsados de uma só vez após a venda das casas, dois meses antes do fim do prazo.',
        risks:
          'O empréstimo foi integralmente reembolsado. Durante a sua vigência, os principais riscos eram a derrapagem dos custos de construção, o abrandamento do mercado habitacional de Sófia e o tempo necessário para vender as casas.',
        metaTitle: 'Moradias em Boyana, Sófia – empréstimo reembolsado',
        metaDescription:
          'Empréstimo reembolsado para oito moradias em banda energeticamente eficientes em Boyana, Sófia, Bulgária. Juro anual de 11%, 15 meses, pago antes do prazo.',
      },
    },
  },
  // ─── SECRET (visible to the demo investor only) ─────────────────────────────
  {
    number: 1013,
    slug: 'rooftop-solar-valencia',
    status: 'SECRET',
    investmentTypeId: 3,
    riskGroup: 'A',
    countryCode: 'ES',
    interestRateBps: 1125,
    termMonths: 24,
    repaymentMethod: 'ANNUITY',
    targetCents: euros(180_000),
    // SECRET projects take no investments (decision 0014): nothing funded yet.
    fundedCents: euros(0),
    minInvestmentCents: euros(20),
    maxInvestmentCents: null,
    ltvBps: null,
    fundingDeadlineInDays: 14,
    ownerName: 'Sol de Levante Energía S.L.',
    photos: [photo('warehouse'), photo('solar-park')],
    visibleToDemoInvestorOnly: true,
    texts: {
      en: {
        title: 'Rooftop solar on logistics warehouses in Valencia',
        shortDescription:
          'Green loan to install 850 kW of solar panels on the roofs of three logistics warehouses near the port of Valencia, with the electricity sold to the tenants under 15-year agreements.',
        longDescription:
          'Sol de Levante Energía S.L. develops and operates commercial rooftop solar installations in the Valencia region. Its portfolio of 26 installations totals 7.4 MW, and the company has been profitable for the past four years.\n\nThe loan will finance panels, inverters and installation works for three rooftop systems with a total capacity of 850 kW on logistics warehouses near the port of Valencia. The tenants have signed 15-year agreements to buy the electricity at a fixed price below the grid tariff.\n\nThe loan is secured by a pledge on the solar equipment, an assignment of receivables under the power purchase agreements and a guarantee from the company’s parent. It is repaid in monthly annuity instalments from electricity sales to the tenants.',
        risks:
          'If a tenant leaves a warehouse, the electricity would have to be sold to a new tenant or to the grid at a lower price. Equipment on third-party roofs is harder to remove and sell than land or buildings. Solar output and electricity prices may turn out lower than forecast.',
        metaTitle: 'Rooftop solar in Valencia – green loan at 11.25%',
        metaDescription:
          'Invest from €20 in a green loan for 850 kW of rooftop solar on three logistics warehouses in Valencia, Spain. 11.25% annual interest, 24-month annuity.',
      },
      lt: {
        title: 'Saulės elektrinės ant sandėlių stogų Valensijoje',
        shortDescription:
          'Žalioji paskola 850 kW saulės elektrinėms ant trijų logistikos sandėlių stogų prie Valensijos uosto įrengti; elektra pagal 15 metų sutartis parduodama sandėlių nuomininkams.',
        longDescription:
          'Sol de Levante Energía S.L. vysto ir eksploatuoja komercines stogines saulės elektrines Valensijos regione. Jos portfelį sudaro 26 elektrinės, kurių bendra galia – 7,4 MW, o pastaruosius ketverius metus bendrovė dirba pelningai.\n\nPaskola bus finansuojami saulės moduliai, inverteriai ir montavimo darbai trims stoginėms elektrinėms, kurių bendra galia – 850 kW, ant logistikos sandėlių prie Valensijos uosto. Nuomininkai pasirašė 15 metų sutartis pirkti elektrą fiksuota kaina, mažesne už tinklo tarifą.\n\nPaskola užtikrinta saulės elektrinių įrangos įkeitimu, reikalavimų pagal elektros pirkimo sutartis perleidimu ir patronuojančios bendrovės garantija. Ji grąžinama kas mėnesį anuiteto įmokomis iš elektros pardavimo nuomininkams pajamų.',
        risks:
          'Jei nuomininkas paliktų sandėlį, elektrą tektų parduoti naujam nuomininkui arba į tinklą mažesne kaina. Įrangą ant kitiems priklausančių stogų sunkiau išmontuoti ir parduoti nei žemę ar pastatus. Saulės elektrinių gamyba ir elektros kainos gali būti mažesnės nei prognozuota.',
        metaTitle: 'Stogų saulės elektrinės Valensijoje – 11,25 %',
        metaDescription:
          'Investuokite nuo 20 € į žaliąją paskolą 850 kW saulės elektrinėms ant trijų logistikos sandėlių Valensijoje. 11,25 % palūkanos, 24 mėn. anuitetas.',
      },
      pl: {
        title: 'Fotowoltaika na magazynach logistycznych w Walencji',
        shortDescription:
          'Zielona pożyczka na instalacje fotowoltaiczne o mocy 850 kW na dachach trzech magazynów logistycznych w pobliżu portu w Walencji; energię kupują najemcy na podstawie 15-letnich umów.',
        longDescription:
          'Sol de Levante Energía S.L. buduje i eksploatuje komercyjne dachowe instalacje fotowoltaiczne w regionie Walencji. Jej portfel obejmuje 26 instalacji o łącznej mocy 7,4 MW, a spółka od czterech lat osiąga zyski.\n\nPożyczka sfinansuje panele, falowniki i prace montażowe trzech instalacji dachowych o łącznej mocy 850 kW na magazynach logistycznych w pobliżu portu w Walencji. Najemcy podpisali 15-letnie umowy zakupu energii po stałej cenie niższej od taryfy sieciowej.\n\nZabezpieczeniem jest zastaw na urządzeniach fotowoltaicznych, cesja wierzytelności z umów sprzedaży energii oraz gwarancja spółki matki. Pożyczka jest spłacana w miesięcznych ratach annuitetowych z przychodów ze sprzedaży energii najemcom.',
        risks:
          'Jeśli najemca opuści magazyn, energię trzeba będzie sprzedać nowemu najemcy lub do sieci po niższej cenie. Urządzenia na cudzych dachach trudniej zdemontować i sprzedać niż grunt czy budynek. Produkcja energii i jej ceny mogą okazać się niższe od prognoz.',
        metaTitle: 'Fotowoltaika w Walencji – zielona pożyczka 11,25%',
        metaDescription:
          'Zainwestuj od 20 € w zieloną pożyczkę na 850 kW fotowoltaiki na dachach trzech magazynów w Walencji. Oprocentowanie 11,25% rocznie, 24 miesiące, annuitet.',
      },
      lv: {
        title: 'Saules paneļi uz loģistikas noliktavām Valensijā',
        shortDescription:
          'Zaļais aizdevums 850 kW saules elektrostaciju uzstādīšanai uz trīs loģistikas noliktavu jumtiem pie Valensijas ostas; elektroenerģiju ar 15 gadu līgumiem pērk noliktavu nomnieki.',
        longDescription:
          'Sol de Levante Energía S.L. attīsta un apsaimnieko komerciālas jumta saules elektrostacijas Valensijas reģionā. Tās portfelī ir 26 elektrostacijas ar kopējo jaudu 7,4 MW, un pēdējos četrus gadus uzņēmums strādā ar peļņu.\n\nAizdevums tiks izmantots saules paneļiem, invertoriem un montāžas darbiem trīs jumta elektrostacijām ar kopējo jaudu 850 kW uz loģistikas noliktavām pie Valensijas ostas. Nomnieki ir parakstījuši 15 gadu līgumus par elektroenerģijas pirkšanu par fiksētu cenu, kas ir zemāka par tīkla tarifu.\n\nAizdevums ir nodrošināts ar komercķīlu uz saules iekārtām, prasījumu cesiju no elektroenerģijas pirkuma līgumiem un mātesuzņēmuma garantiju. Tas tiek atmaksāts ikmēneša anuitātes maksājumos no elektroenerģijas pārdošanas nomniekiem.',
        risks:
          'Ja nomnieks atstātu noliktavu, elektroenerģija būtu jāpārdod jaunam nomniekam vai tīklā par zemāku cenu. Iekārtas uz citiem piederošiem jumtiem ir grūtāk demontēt un pārdot nekā zemi vai ēkas. Saules enerģijas izstrāde un elektroenerģijas cenas var izrādīties zemākas nekā prognozēts.',
        metaTitle: 'Jumta saules paneļi Valensijā – 11,25 %',
        metaDescription:
          'Ieguldiet no 20 € zaļajā aizdevumā 850 kW jumta saules elektrostacijām uz trīs loģistikas noliktavām Valensijā. 11,25 % gadā, 24 mēnešu anuitāte.',
      },
      bg: {
        title: 'Покривни соларни централи на складове във Валенсия',
        shortDescription:
          'Зелен заем за покривни фотоволтаични централи с обща мощност 850 kW на три логистични склада край пристанището на Валенсия; електроенергията се продава на наемателите по 15-годишни договори.',
        longDescription:
          'Sol de Levante Energía S.L. изгражда и експлоатира търговски покривни фотоволтаични централи в региона на Валенсия. Портфейлът ѝ включва 26 централи с обща мощност 7,4 MW, а през последните четири години компанията е на печалба.\n\nЗаемът ще финансира панели, инвертори и монтажни работи за три покривни централи с обща мощност 850 kW върху логистични складове край пристанището на Валенсия. Наемателите са подписали 15-годишни договори за покупка на електроенергия на фиксирана цена, по-ниска от мрежовата тарифа.\n\nЗаемът е обезпечен със залог върху соларното оборудване, цесия на вземанията по договорите за изкупуване и гаранция от компанията майка. Той се погасява с месечни анюитетни вноски от продажбата на електроенергия на наемателите.',
        risks:
          'Ако наемател напусне склада, електроенергията ще трябва да се продава на нов наемател или в мрежата на по-ниска цена. Оборудване върху чужди покриви се демонтира и продава по-трудно от земя или сгради. Производството и цените на електроенергията може да се окажат по-ниски от прогнозираните.',
        metaTitle: 'Соларни централи във Валенсия – зелен заем 11,25%',
        metaDescription:
          'Инвестирайте от 20 € в зелен заем за 850 kW покривни соларни централи на три логистични склада във Валенсия, Испания. Лихва 11,25%, анюитет 24 месеца.',
      },
      pt: {
        title: 'Solar em telhados de armazéns em Valência',
        shortDescription:
          'Empréstimo verde para instalar 850 kW de painéis solares nos telhados de três armazéns logísticos junto ao porto de Valência, com a eletricidade vendida aos inquilinos através de contratos de 15 anos.',
        longDescription:
          'A Sol de Levante Energía S.L. desenvolve e explora centrais solares comerciais em telhados na região de Valência. A sua carteira inclui 26 instalações com 7,4 MW no total, e a empresa tem sido rentável nos últimos quatro anos.\n\nO empréstimo financiará painéis, inversores e trabalhos de montagem de três centrais em telhado, com 850 kW no total, em armazéns logísticos junto ao porto de Valência. Os inquilinos assinaram contratos de 15 anos para comprar a eletricidade a um preço fixo inferior à tarifa da rede.\n\nO empréstimo está garantido por penhor sobre o equipamento solar, cessão dos créditos dos contratos de compra de eletricidade e garantia da empresa-mãe. É reembolsado em prestações mensais constantes com a venda de eletricidade aos inquilinos.',
        risks:
          'Se um inquilino sair do armazém, a eletricidade terá de ser vendida a um novo inquilino ou à rede a um preço inferior. O equipamento instalado em telhados de terceiros é mais difícil de retirar e vender do que terrenos ou edifícios. A produção solar e os preços da eletricidade podem ficar abaixo do previsto.',
        metaTitle: 'Solar em armazéns de Valência – empréstimo a 11,25%',
        metaDescription:
          'Invista a partir de 20 € num empréstimo verde para 850 kW de painéis solares em três armazéns logísticos em Valência, Espanha. Juro de 11,25%, 24 meses.',
      },
    },
  },
  // ─── COMING_SOON ────────────────────────────────────────────────────────────
  {
    number: 1014,
    slug: 'student-residence-porto',
    status: 'COMING_SOON',
    investmentTypeId: 4,
    riskGroup: 'C',
    countryCode: 'PT',
    interestRateBps: 1225,
    termMonths: 24,
    repaymentMethod: 'INTEREST_ONLY',
    targetCents: euros(275_000),
    fundedCents: euros(0),
    minInvestmentCents: euros(50),
    maxInvestmentCents: null,
    ltvBps: 6000,
    fundingDeadlineInDays: null,
    ownerName: 'Residências Douro Estudantes, Lda.',
    photos: [photo('apartment-block'), photo('office')],
    texts: {
      en: {
        title: 'Student residence expansion in Porto',
        shortDescription:
          'Loan secured by real estate to buy a building next to an existing student residence in Porto and convert it into 28 furnished studios.',
        longDescription:
          'Residências Douro Estudantes, Lda. has run two student residences with 68 beds near the University of Porto’s Asprela campus since 2015. Occupancy has exceeded 95% in each of the last four academic years.\n\nThe loan will finance the purchase of a neighbouring three-storey building and its conversion into 28 furnished studios with shared study rooms. The architectural design has already been approved, and the new residence is expected to open for the next academic year.\n\nThe loan will be secured by first-ranking mortgages on the new building and on one of the existing residences, with a combined value of EUR 460,000. Interest will be paid monthly from rental income, and the principal repaid at maturity by refinancing with a bank once the studios are let.',
        risks:
          'Conversion works may take longer or cost more than planned, delaying rental income from the new studios. Demand for student housing depends on university enrolment and competition from new residences in Porto. The principal is repaid in one instalment, so there is a refinancing risk at maturity.',
        metaTitle: 'Student residence in Porto – coming soon, 12.25%',
        metaDescription:
          'Coming soon: a loan secured by real estate to expand a student residence in Porto, Portugal, with 28 new studios. 12.25% interest, 24 months, LTV 60%.',
      },
      lt: {
        title: 'Studentų bendrabučio plėtra Porte',
        shortDescription:
          'Nekilnojamuoju turtu užtikrinta paskola pastatui šalia veikiančio studentų bendrabučio Porte įsigyti ir pertvarkyti į 28 apstatytas studijas.',
        longDescription:
          'Residências Douro Estudantes, Lda. nuo 2015 m. valdo du studentų bendrabučius su 68 vietomis netoli Porto universiteto Asprelos miestelio. Per kiekvienus iš pastarųjų ketverių mokslo metų užimtumas viršijo 95 %.\n\nPaskola bus finansuojamas gretimo trijų aukštų pastato pirkimas ir jo pertvarkymas į 28 apstatytas studijas su bendromis mokymosi patalpomis. Architektūrinis projektas jau patvirtintas, o naujas bendrabutis turėtų atsidaryti kitais mokslo metais.\n\nPaskola bus užtikrinta pirmos eilės hipotekomis naujam pastatui ir vienam iš esamų bendrabučių, kurių bendra vertė – 460 000 EUR. Palūkanos bus mokamos kas mėnesį iš nuomos pajamų, o paskola grąžinta termino pabaigoje refinansuojant banke, kai studijos bus išnuomotos.',
        risks:
          'Pertvarkymo darbai gali užtrukti ilgiau arba kainuoti daugiau nei planuota, todėl vėluotų naujų studijų nuomos pajamos. Studentų būsto paklausa priklauso nuo priimamų studentų skaičiaus ir naujų bendrabučių konkurencijos Porte. Paskola grąžinama vienu mokėjimu, todėl termino pabaigoje yra refinansavimo rizika.',
        metaTitle: 'Studentų bendrabutis Porte – netrukus, 12,25 %',
        metaDescription:
          'Netrukus: nekilnojamuoju turtu užtikrinta paskola studentų bendrabučio plėtrai Porte, Portugalijoje – 28 naujos studijos. 12,25 % palūkanos, 24 mėn.',
      },
      pl: {
        title: 'Rozbudowa domu studenckiego w Porto',
        shortDescription:
          'Pożyczka zabezpieczona nieruchomością na zakup budynku obok działającego domu studenckiego w Porto i jego przebudowę na 28 umeblowanych kawalerek.',
        longDescription:
          'Residências Douro Estudantes, Lda. od 2015 roku prowadzi dwa domy studenckie z 68 miejscami w pobliżu kampusu Asprela Uniwersytetu w Porto. W każdym z ostatnich czterech lat akademickich obłożenie przekraczało 95%.\n\nPożyczka sfinansuje zakup sąsiedniego trzykondygnacyjnego budynku i jego przebudowę na 28 umeblowanych kawalerek ze wspólnymi salami do nauki. Projekt architektoniczny został już zatwierdzony, a otwarcie planowane jest na kolejny rok akademicki.\n\nZabezpieczeniem będą hipoteki pierwszego stopnia na nowym budynku i jednym z istniejących domów studenckich o łącznej wartości 460 000 EUR. Odsetki będą płacone co miesiąc z czynszów, a kapitał zostanie spłacony na koniec okresu z kredytu bankowego po wynajęciu kawalerek.',
        risks:
          'Przebudowa może potrwać dłużej lub kosztować więcej niż zakładano, co opóźni przychody z nowych kawalerek. Popyt na mieszkania studenckie zależy od liczby studentów i konkurencji nowych akademików w Porto. Kapitał jest spłacany jednorazowo, więc na koniec okresu istnieje ryzyko refinansowania.',
        metaTitle: 'Dom studencki w Porto – wkrótce, 12,25%',
        metaDescription:
          'Już wkrótce: pożyczka zabezpieczona nieruchomością na rozbudowę domu studenckiego w Porto o 28 kawalerek. 12,25% rocznie, 24 miesiące, LTV 60%.',
      },
      lv: {
        title: 'Studentu mītnes paplašināšana Porto',
        shortDescription:
          'Ar nekustamo īpašumu nodrošināts aizdevums ēkas iegādei blakus esošai studentu mītnei Porto un tās pārbūvei par 28 mēbelētām studijām.',
        longDescription:
          'Residências Douro Estudantes, Lda. kopš 2015. gada apsaimnieko divas studentu mītnes ar 68 vietām netālu no Porto Universitātes Asprelas kampusa. Katrā no pēdējiem četriem studiju gadiem noslodze pārsniedza 95 %.\n\nAizdevums tiks izmantots blakus esošas trīsstāvu ēkas iegādei un tās pārbūvei par 28 mēbelētām studijām ar kopīgām mācību telpām. Arhitektūras projekts jau ir apstiprināts, un jauno mītni plānots atvērt nākamajā studiju gadā.\n\nAizdevums būs nodrošināts ar pirmās kārtas hipotēkām uz jauno ēku un vienu no esošajām mītnēm, kuru kopējā vērtība ir 460 000 EUR. Procenti tiks maksāti katru mēnesi no nomas ienākumiem, bet pamatsumma tiks atmaksāta termiņa beigās, refinansējot bankā pēc studiju izīrēšanas.',
        risks:
          'Pārbūves darbi var ieilgt vai izmaksāt vairāk nekā plānots, aizkavējot ienākumus no jaunajām studijām. Studentu mājokļu pieprasījums ir atkarīgs no studentu skaita un jaunu mītņu konkurences Porto. Pamatsumma tiek atmaksāta vienā maksājumā, tāpēc termiņa beigās pastāv refinansēšanas risks.',
        metaTitle: 'Studentu mītne Porto – drīzumā, 12,25 %',
        metaDescription:
          'Drīzumā: ar nekustamo īpašumu nodrošināts aizdevums studentu mītnes paplašināšanai Porto, Portugālē, ar 28 jaunām studijām. 12,25 % gadā, 24 mēneši.',
      },
      bg: {
        title: 'Разширяване на студентско общежитие в Порто',
        shortDescription:
          'Заем, обезпечен с недвижим имот, за покупка на сграда до действащо студентско общежитие в Порто и преустройството ѝ в 28 обзаведени студиа.',
        longDescription:
          'Residências Douro Estudantes, Lda. управлява от 2015 г. две студентски общежития с 68 места близо до кампуса Аспрела на Университета на Порто. През всяка от последните четири академични години заетостта е над 95%.\n\nЗаемът ще финансира покупката на съседна триетажна сграда и преустройството ѝ в 28 обзаведени студиа с общи учебни зали. Архитектурният проект вече е одобрен, а новото общежитие се очаква да отвори врати за следващата академична година.\n\nЗаемът ще бъде обезпечен с първи по ред ипотеки върху новата сграда и едно от съществуващите общежития с обща стойност 460 000 EUR. Лихвата ще се плаща ежемесечно от наемите, а главницата ще бъде изплатена в края на срока чрез рефинансиране в банка, след като студиата бъдат отдадени под наем.',
        risks:
          'Преустройството може да отнеме повече време или да струва повече от планираното, което ще забави приходите от новите студиа. Търсенето на студентски жилища зависи от броя на приетите студенти и от конкуренцията на нови общежития в Порто. Главницата се изплаща наведнъж, затова в края на срока съществува риск от рефинансиране.',
        metaTitle: 'Студентско общежитие в Порто – очаквайте скоро',
        metaDescription:
          'Очаквайте скоро: заем, обезпечен с недвижим имот, за разширяване на студентско общежитие в Порто с 28 нови студиа. Годишна лихва 12,25%, срок 24 месеца.',
      },
      pt: {
        title: 'Ampliação de residência de estudantes no Porto',
        shortDescription:
          'Empréstimo com garantia imobiliária para comprar um edifício contíguo a uma residência de estudantes no Porto e convertê-lo em 28 estúdios mobilados.',
        longDescription:
          'A Residências Douro Estudantes, Lda. explora desde 2015 duas residências de estudantes com 68 camas junto ao polo da Asprela da Universidade do Porto. A ocupação superou os 95% em cada um dos últimos quatro anos letivos.\n\nO empréstimo financiará a compra de um edifício vizinho de três pisos e a sua conversão em 28 estúdios mobilados com salas de estudo comuns. O projeto de arquitetura já está aprovado e a abertura está prevista para o próximo ano letivo.\n\nO empréstimo será garantido por hipotecas de primeiro grau sobre o novo edifício e sobre uma das residências existentes, com um valor conjunto de 460 000 EUR. Os juros serão pagos mensalmente com as rendas e o capital reembolsado no vencimento através de refinanciamento bancário, depois de os estúdios estarem arrendados.',
        risks:
          'As obras de conversão podem demorar mais ou custar mais do que o previsto, atrasando as rendas dos novos estúdios. A procura de alojamento estudantil depende do número de estudantes e da concorrência de novas residências no Porto. O capital é reembolsado de uma só vez, pelo que existe risco de refinanciamento no vencimento.',
        metaTitle: 'Residência de estudantes no Porto – brevemente',
        metaDescription:
          'Brevemente: empréstimo com garantia imobiliária para ampliar uma residência de estudantes no Porto em 28 estúdios. Juro de 12,25%, 24 meses, LTV 60%.',
      },
    },
  },
];
