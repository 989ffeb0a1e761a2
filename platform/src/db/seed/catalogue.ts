/**
 * The fan shop's catalogue as seed data: German first, English where the shop has a translation
 * (some products have none, so English falls back to German). Ordered newest first: the index
 * becomes the release date, so the newest products include exclusive, hidden and hostile ones.
 */
/** The football school's camps, booked in the shop: search finds them as shop-soccercamp results. */
export const CAMP_CATEGORY_ID = 9;

export interface SeedCategory {
  id: number;
  slug: string;
  de: string;
  en: string;
}

export const categories: SeedCategory[] = [
  { id: 1, slug: 'trikots', de: 'Trikots', en: 'Jerseys' },
  { id: 2, slug: 'schals-muetzen', de: 'Schals & Mützen', en: 'Scarves & hats' },
  { id: 3, slug: 'bekleidung', de: 'Bekleidung', en: 'Clothing' },
  { id: 4, slug: 'wohnen-kueche', de: 'Wohnen & Küche', en: 'Home & kitchen' },
  { id: 5, slug: 'baelle-sport', de: 'Bälle & Sport', en: 'Balls & sport' },
  { id: 6, slug: 'geschenke', de: 'Geschenke', en: 'Gifts' },
  { id: 7, slug: 'kinder', de: 'Kinder', en: 'Kids' },
  { id: 8, slug: 'genuss', de: 'Genuss ab 18', en: 'Treats 18+' },
  { id: CAMP_CATEGORY_ID, slug: 'fussballcamps', de: 'Fußballcamps', en: 'Football camps' },
];

export type Artwork = 'jersey' | 'scarf' | 'hat' | 'hoodie' | 'mug' | 'ball' | 'gift' | 'bottle' | 'book' | 'camp';

export interface SeedProduct {
  de: string;
  en: string | null;
  category: number;
  /** Price in euro cents. */
  price: number;
  artwork: Artwork;
  stock?: number;
  maxQuantity?: number;
  minAge?: number;
  hidden?: boolean;
  /** Days from now until the app-exclusive period ends (still exclusive, so hidden on the web). */
  exclusiveForDays?: number;
  /** No longer sold: cannot be added to a cart, and an item already there is flagged. */
  inactive?: boolean;
  /** A description that carries markup the shop's whitelist must strip. */
  hostile?: 'script' | 'onerror' | 'javascript-link' | 'iframe' | 'style';
}

export const products: SeedProduct[] = [
  {
    de: 'Heimtrikot 2026/27',
    en: 'Home Jersey 2026/27',
    category: 1,
    price: 8995,
    artwork: 'jersey',
    hostile: 'script',
    maxQuantity: 5,
  },
  {
    de: 'Auswärtstrikot 2026/27',
    en: 'Away Jersey 2026/27',
    category: 1,
    price: 8995,
    artwork: 'jersey',
    exclusiveForDays: 14,
  },
  { de: 'Schal „Südkurve“', en: 'Scarf “South Stand”', category: 2, price: 1995, artwork: 'scarf', hostile: 'onerror' },
  {
    de: 'Kapuzenpullover Südtribüne',
    en: 'Hoodie South Stand',
    category: 3,
    price: 5995,
    artwork: 'hoodie',
    hostile: 'javascript-link',
  },
  { de: 'Fußball Größe 5', en: 'Football Size 5', category: 5, price: 2995, artwork: 'ball', hostile: 'iframe' },
  {
    de: 'Weihnachtskugeln Viererset',
    en: 'Christmas Baubles Set of Four',
    category: 6,
    price: 1495,
    artwork: 'gift',
    hidden: true,
  },
  {
    de: 'Kaffeetasse Weiß-Rot',
    en: 'Coffee Mug White and Red',
    category: 4,
    price: 1295,
    artwork: 'mug',
    hostile: 'style',
  },
  { de: 'Strickmütze Größenwahn', en: null, category: 2, price: 1995, artwork: 'hat' },
  {
    de: 'Torwarttrikot Grün',
    en: 'Goalkeeper Jersey Green',
    category: 1,
    price: 8995,
    artwork: 'jersey',
    exclusiveForDays: 3,
  },
  { de: 'Regenjacke Straßenkick', en: 'Rain Jacket Street Kick', category: 3, price: 7995, artwork: 'hoodie' },
  { de: 'Bierkrug Stadion 0,5 l', en: 'Stadium Beer Stein 0.5 l', category: 4, price: 1995, artwork: 'mug' },
  {
    de: 'Kräuterlikör „Süßer Sieg“ 0,7 l',
    en: 'Herbal Liqueur “Sweet Victory” 0.7 l',
    category: 8,
    price: 2495,
    artwork: 'bottle',
    minAge: 18,
  },
  {
    de: 'Kalender 2027 „Grüße aus dem Stadion“',
    en: 'Calendar 2027 “Greetings from the Stadium”',
    category: 6,
    price: 1695,
    artwork: 'book',
  },
  { de: 'Heimtrikot Kinder 2026/27', en: 'Home Jersey Kids 2026/27', category: 7, price: 6495, artwork: 'jersey' },
  { de: 'Bommelmütze Schwarz', en: 'Bobble Hat Black', category: 2, price: 2295, artwork: 'hat', hidden: true },
  {
    de: 'Ausweichtrikot 2026/27',
    en: 'Third Jersey 2026/27',
    category: 1,
    price: 8995,
    artwork: 'jersey',
    exclusiveForDays: 30,
  },
  {
    de: 'T-Shirt „Größter Verein der Stadt“',
    en: 'T-Shirt “Biggest Club in Town”',
    category: 3,
    price: 2495,
    artwork: 'jersey',
  },
  { de: 'Torwarthandschuhe Profi', en: 'Goalkeeper Gloves Pro', category: 5, price: 4995, artwork: 'ball', stock: 3 },
  { de: 'Müslischale Frühstücksfan', en: 'Cereal Bowl Breakfast Fan', category: 4, price: 995, artwork: 'mug' },
  { de: 'Plüschmaskottchen Bärbel', en: 'Plush Mascot Bärbel', category: 7, price: 2495, artwork: 'gift' },
  {
    de: 'Retro-Trikot 1959 Meisterschaft',
    en: 'Retro Jersey 1959 Championship',
    category: 1,
    price: 6995,
    artwork: 'jersey',
  },
  { de: 'Seidenschal Derbysieger', en: 'Silk Scarf Derby Winner', category: 2, price: 2495, artwork: 'scarf' },
  { de: 'Polo-Shirt Weiß', en: 'Polo Shirt White', category: 3, price: 3995, artwork: 'jersey' },
  { de: 'Grillschürze Großmeister', en: 'BBQ Apron Grill Master', category: 4, price: 2495, artwork: 'gift' },
  { de: 'Miniball Größe 1', en: 'Mini Ball Size 1', category: 5, price: 1295, artwork: 'ball' },
  {
    de: 'Buch „Hundert Jahre Südkurve“',
    en: 'Book “A Hundred Years of the South Stand”',
    category: 6,
    price: 2995,
    artwork: 'book',
  },
  { de: 'Strampler Weiß-Rot', en: 'Romper White and Red', category: 7, price: 1995, artwork: 'jersey' },
  { de: 'Trainingstrikot Schwarz', en: 'Training Jersey Black', category: 1, price: 4495, artwork: 'jersey' },
  { de: 'Cap Großes Wappen', en: 'Cap Large Crest', category: 2, price: 2495, artwork: 'hat' },
  { de: 'Jogginghose Schwarz', en: 'Jogging Pants Black', category: 3, price: 4495, artwork: 'hoodie' },
  { de: 'Thermosflasche Stadiongänger', en: 'Vacuum Flask Matchgoer', category: 4, price: 2495, artwork: 'bottle' },
  { de: 'Schienbeinschoner Junior', en: 'Shin Guards Junior', category: 5, price: 1495, artwork: 'ball' },
  { de: 'Puzzle Stadion 1000 Teile', en: 'Stadium Puzzle 1000 Pieces', category: 6, price: 1995, artwork: 'gift' },
  { de: 'Kinderrucksack Maskottchen', en: 'Kids Backpack Mascot', category: 7, price: 2995, artwork: 'gift' },
  { de: 'Aufwärmshirt Rot', en: 'Warm-up Shirt Red', category: 1, price: 4995, artwork: 'jersey' },
  { de: 'Handschuhe Strickmuster', en: 'Knitted Gloves', category: 2, price: 1795, artwork: 'hat' },
  { de: 'Sweatjacke Großes Logo', en: 'Sweat Jacket Large Logo', category: 3, price: 5495, artwork: 'hoodie' },
  { de: 'Fußmatte Heimspiel', en: 'Doormat Home Game', category: 4, price: 2995, artwork: 'gift' },
  { de: 'Sporttasche Groß', en: 'Sports Bag Large', category: 5, price: 3995, artwork: 'gift' },
  { de: 'Schlüsselanhänger Wappen', en: 'Keyring Crest', category: 6, price: 595, artwork: 'gift' },
  { de: 'Lätzchen Kleiner Fan', en: 'Bib Little Fan', category: 7, price: 995, artwork: 'gift' },
  {
    de: 'Stadionbier Sechserpack',
    en: 'Stadium Beer Six-Pack',
    category: 8,
    price: 1495,
    artwork: 'bottle',
    minAge: 18,
  },
  { de: 'Trikot-Bettwäsche Südkurve', en: 'Jersey Bed Linen South Stand', category: 4, price: 4995, artwork: 'gift' },
  { de: 'Socken Dreierpack', en: 'Socks Three-Pack', category: 3, price: 1295, artwork: 'hoodie' },
  { de: 'Trinkflasche Edelstahl', en: 'Stainless Steel Drinking Bottle', category: 5, price: 1995, artwork: 'bottle' },
  { de: 'Kühlschrankmagnet Wappen', en: 'Fridge Magnet Crest', category: 6, price: 495, artwork: 'gift' },
  { de: 'Malbuch Fußballträume', en: 'Colouring Book Football Dreams', category: 7, price: 795, artwork: 'book' },
  { de: 'Fanschal Ultras Weiß', en: 'Fan Scarf Ultras White', category: 2, price: 1795, artwork: 'scarf' },
  { de: 'Frühstücksbrettchen Anpfiff', en: 'Breakfast Board Kick-off', category: 4, price: 995, artwork: 'gift' },
  { de: 'Stutzen Heim', en: 'Home Socks', category: 1, price: 1495, artwork: 'jersey' },
  { de: 'Winterjacke Eisheiligen', en: null, category: 3, price: 11995, artwork: 'hoodie' },
  {
    de: 'Spielball Bundesliga-Saison',
    en: 'Match Ball League Season',
    category: 5,
    price: 14995,
    artwork: 'ball',
    stock: 12,
    maxQuantity: 2,
  },
  { de: 'Autogrammkarten-Set Mannschaft', en: 'Team Autograph Card Set', category: 6, price: 995, artwork: 'book' },
  {
    de: 'Schlafanzug Kinder Sternschnuppe',
    en: 'Kids Pyjamas Shooting Star',
    category: 7,
    price: 2995,
    artwork: 'hoodie',
  },
  {
    de: 'Rotwein Meisterjahrgang 2020',
    en: 'Red Wine Championship Vintage 2020',
    category: 8,
    price: 1995,
    artwork: 'bottle',
    minAge: 18,
  },
  { de: 'Sitzkissen Südtribüne', en: 'Seat Cushion South Stand', category: 4, price: 1495, artwork: 'gift' },
  { de: 'Schweißband Zweierpack', en: 'Sweatband Two-Pack', category: 5, price: 795, artwork: 'ball' },
  { de: 'Aufkleber-Set Straßenfeger', en: 'Sticker Set Street Sweeper', category: 6, price: 395, artwork: 'gift' },
  { de: 'Babymütze Weiß', en: 'Baby Hat White', category: 7, price: 1295, artwork: 'hat' },
  { de: 'Sonnenbrille Flügelflitzer', en: 'Sunglasses Wing Runner', category: 3, price: 2495, artwork: 'gift' },
  { de: 'Weißbierglas Wappen 0,5 l', en: 'Wheat Beer Glass Crest 0.5 l', category: 4, price: 995, artwork: 'mug' },
  {
    de: 'Trainingsanzug Präsident',
    en: 'Tracksuit President',
    category: 3,
    price: 9995,
    artwork: 'hoodie',
    hidden: true,
  },
  {
    de: 'Fahne Südkurve 150 × 100 cm',
    en: 'Flag South Stand 150 × 100 cm',
    category: 6,
    price: 2495,
    artwork: 'scarf',
  },
  { de: 'Turnbeutel Grün-Weiß', en: 'Gym Bag Green and White', category: 5, price: 995, artwork: 'gift' },
  { de: 'Schnuller Kleine Fußballerin', en: 'Dummy Little Footballer', category: 7, price: 695, artwork: 'gift' },
  {
    de: 'Schal Jubiläum 125 Jahre',
    en: 'Scarf Anniversary 125 Years',
    category: 2,
    price: 2495,
    artwork: 'scarf',
    exclusiveForDays: 60,
  },
  {
    de: 'Wimpel Meisterschale',
    en: 'Pennant Championship Shield',
    category: 6,
    price: 795,
    artwork: 'scarf',
    inactive: true,
  },
  { de: 'Espressotassen Zweierset', en: 'Espresso Cups Set of Two', category: 4, price: 1695, artwork: 'mug' },
  // The football school's camps: a place is a product, its stock the places left (last, so the ids above stay).
  {
    de: 'Fußballcamp Osterferien 2027 (6–13 Jahre)',
    en: 'Football Camp Easter Holidays 2027 (ages 6–13)',
    category: CAMP_CATEGORY_ID,
    price: 21900,
    artwork: 'camp',
    stock: 36,
    maxQuantity: 3,
  },
  {
    de: 'Fußballcamp Sommerferien 2027 (6–13 Jahre)',
    en: 'Football Camp Summer Holidays 2027 (ages 6–13)',
    category: CAMP_CATEGORY_ID,
    price: 24900,
    artwork: 'camp',
    stock: 4,
    maxQuantity: 3,
  },
  {
    de: 'Torwartcamp Herbstferien 2027 (10–16 Jahre)',
    en: 'Goalkeeper Camp Autumn Holidays 2027 (ages 10–16)',
    category: CAMP_CATEGORY_ID,
    price: 22900,
    artwork: 'camp',
    stock: 18,
    maxQuantity: 2,
  },
  {
    de: 'Mädchen-Fußballcamp Pfingsten 2027 (8–14 Jahre)',
    en: 'Girls’ Football Camp Whitsun 2027 (ages 8–14)',
    category: CAMP_CATEGORY_ID,
    price: 19900,
    artwork: 'camp',
    stock: 30,
    maxQuantity: 3,
  },
];

const hostileMarkup: Record<NonNullable<SeedProduct['hostile']>, string> = {
  script: '<script>window.__injected = "script"</script>',
  onerror: '<img src="/media/missing.png" onerror="window.__injected = \'onerror\'">',
  'javascript-link': '<p><a href="javascript:window.__injected=\'link\'">Gewinnspiel ansehen</a></p>',
  iframe: '<iframe src="https://example.org/ad" title="Anzeige"></iframe>',
  style: '<h1 style="color:red" onclick="window.__injected=\'click\'">Nur heute!</h1>',
};

const features: Record<Artwork, { de: string[]; en: string[] }> = {
  jersey: {
    de: [
      'Atmungsaktives Material aus 100 % recyceltem Polyester',
      'Gesticktes Vereinswappen',
      'Offizielles Ärmel-Logo der Liga',
    ],
    en: ['Breathable fabric from 100 % recycled polyester', 'Embroidered club crest', 'Official league sleeve badge'],
  },
  scarf: {
    de: ['Doppelseitig gestrickt', 'Länge ca. 150 cm', 'Mit Fransen an beiden Enden'],
    en: ['Double-sided knit', 'Length approx. 150 cm', 'Fringes on both ends'],
  },
  hat: {
    de: ['Weiches, wärmendes Gestrick', 'Einheitsgröße', 'Gesticktes Wappen vorn'],
    en: ['Soft, warm knit', 'One size', 'Embroidered crest on the front'],
  },
  hoodie: {
    de: ['Angenehm weiche Baumwollmischung', 'Größen S bis XXL', 'Maschinenwäsche bei 30 °C'],
    en: ['Soft cotton blend', 'Sizes S to XXL', 'Machine wash at 30 °C'],
  },
  mug: {
    de: ['Spülmaschinenfest', 'Hochwertige Keramik', 'Rundum bedruckt'],
    en: ['Dishwasher safe', 'High-quality ceramic', 'Printed all around'],
  },
  ball: {
    de: ['Für Rasen und Kunstrasen', 'Robuste Naht', 'Im Vereinsdesign'],
    en: ['For grass and artificial turf', 'Sturdy stitching', 'In the club design'],
  },
  gift: {
    de: ['Liebevoll verpackt', 'Offizielles Lizenzprodukt', 'Ideal als Geschenk für jeden Fan'],
    en: ['Lovingly packed', 'Official licensed product', 'A perfect gift for every fan'],
  },
  bottle: {
    de: [
      'Abgabe nur an Personen ab 18 Jahren, wo angegeben',
      'Versand nur innerhalb Deutschlands bei Alkohol',
      'Mit Vereinsetikett',
    ],
    en: ['Sold only to people aged 18 or over where stated', 'Alcohol ships only within Germany', 'With club label'],
  },
  book: {
    de: ['Hochwertiger Druck', 'Mit vielen Fotos aus dem Vereinsarchiv', 'Format DIN A4'],
    en: ['High-quality print', 'Many photos from the club archive', 'A4 format'],
  },
  camp: {
    de: [
      'Fünf Tage Training mit den lizenzierten Trainerinnen und Trainern der Fußballschule',
      'Mittagessen, Getränke und ein Trikotsatz inklusive',
      'Im Sportpark Dreieich, täglich von 9 bis 16 Uhr',
    ],
    en: [
      'Five days of training with the football school’s licensed coaches',
      'Lunch, drinks and a kit included',
      'At the Dreieich sports park, daily from 9 am to 4 pm',
    ],
  },
};

export function describe(product: SeedProduct, language: 'de' | 'en'): string {
  const name = (language === 'en' ? product.en : product.de) ?? product.de;
  const list = features[product.artwork][language].map((item) => `<li>${escapeHtml(item)}</li>`).join('');
  const lead =
    product.artwork === 'camp'
      ? language === 'de'
        ? `<p>Beim <strong>${escapeHtml(name)}</strong> trainierst du wie die Profis – in den Ferien, mit Freunden.</p>`
        : `<p>At the <strong>${escapeHtml(name)}</strong> you train like the pros – in the holidays, with friends.</p>`
      : language === 'de'
        ? `<p>Mit <strong>${escapeHtml(name)}</strong> zeigst du Flagge – im Stadion und zu Hause.</p>`
        : `<p>Show your colours with <strong>${escapeHtml(name)}</strong> – at the stadium and at home.</p>`;
  const more =
    language === 'de'
      ? '<p>Fragen? <a href="mailto:fanshop@club.example">Schreib unserem Fanshop</a> oder lies die <a href="https://club.example/faq" target="_blank">häufigen Fragen</a>.</p>'
      : '<p>Questions? <a href="mailto:fanshop@club.example">Write to our fan shop</a> or read the <a href="https://club.example/faq" target="_blank">FAQ</a>.</p>';
  const hostile = product.hostile ? hostileMarkup[product.hostile] : '';
  return `<h3>${escapeHtml(name)}</h3>${lead}${hostile}<ul>${list}</ul>${more}`;
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}
