/**
 * The words the classifier reads, in the six interface languages. Lists,
 * not a model: anyone can read why a change was called what it was.
 */

/** Words separated by white space, lower-cased, as a set. */
const words = (list: string) => new Set(list.split(/\s+/).filter(Boolean));

/** Words that name a role in a job title ("Senior Product Manager", "Ingénieure DevOps", "Entwickler (m/w/d)"). */
export const ROLE_WORDS = words(`
  engineer engineers developer manager designer director lead head analyst specialist scientist architect
  consultant representative executive coordinator officer recruiter marketer writer intern internship
  administrator associate advocate strategist accountant editor researcher technician owner president vp
  cto cfo coo sre devops qa tester agent assistant counsel controller planner producer programmer
  ingénieur ingénieure développeur développeuse responsable chef cheffe directeur directrice chargé chargée
  analyste consultante stagiaire stage alternance alternant commercial commerciale technicien technicienne
  architecte juriste comptable gestionnaire rédacteur rédactrice assistante
  entwickler entwicklerin ingenieur ingenieurin leiter leiterin managerin berater beraterin referent referentin
  werkstudent werkstudentin praktikant praktikantin praktikum architekt architektin designerin analystin
  spezialist spezialistin sachbearbeiter sachbearbeiterin mitarbeiter mitarbeiterin buchhalter buchhalterin
  redakteur redakteurin techniker technikerin teamleiter teamleiterin
  ingeniero ingeniera desarrollador desarrolladora gerente jefe jefa directora analista diseñador diseñadora
  especialista consultor consultora becario becaria prácticas técnico técnica arquitecto arquitecta
  coordinador coordinadora representante contable redactora
  inżynier inżynierka programista programistka kierownik kierowniczka menedżer menedżerka specjalista
  specjalistka analityk analityczka projektant projektantka konsultant konsultantka stażysta stażystka staż
  praktykant praktykantka dyrektor dyrektorka architektka handlowiec księgowy księgowa koordynator
  koordynatorka przedstawiciel przedstawicielka asystent asystentka
  ingegnere sviluppatore sviluppatrice direttore direttrice progettista consulente stagista tirocinio tirocinante
  tecnico architetto commerciale coordinatore coordinatrice addetto addetta redattore redattrice
`);

/** Multi-word role openings. */
export const ROLE_PHRASES = ['head of', 'vp of', 'vice president', 'product owner', 'chef de', 'jefe de', 'jefa de'];

/** Marks of a job advert's gender note: "(m/w/d)", "(k/m)", "(h/f)", "(f/h/x)". */
export const GENDER_NOTE =
  /\((?:m\/w\/d|w\/m\/d|m\/f\/d|f\/m\/d|m\/w|k\/m|m\/k|h\/f|f\/h|f\/h\/x|h\/f\/x|m\/f|f\/m)\)/i;

/** Words that say where or how a job is done, on the line after its title ("Berlin · Full-time"). */
export const JOB_META_WORDS = words(`
  remote hybrid onsite on-site full-time part-time fulltime parttime contract permanent freelance
  télétravail hybride cdi cdd temps plein partiel
  vollzeit teilzeit homeoffice home-office befristet unbefristet
  remoto híbrido presencial completa parcial indefinido
  zdalnie zdalna hybrydowo stacjonarnie etat pełny niepełny
  ibrido sede tempo pieno indeterminato determinato
`);

/** Where a careers page says it lists openings, in its text or its address. */
export const CAREERS_PATH =
  /(?:^|[/_-])(?:careers?|jobs?|join|hiring|vacanc(?:y|ies)|openings|karriere|stellen(?:angebote)?|emplois?|carrieres?|carrières|recrutement|empleo|trabaja|ofertas|praca|kariera|oferty|lavora|carriere|posizioni|lavoro)(?:$|[/_.-])/i;
export const CAREERS_HEADINGS = [
  'open positions',
  'open roles',
  'current openings',
  'join our team',
  "we're hiring",
  'we are hiring',
  'job openings',
  'postes ouverts',
  "offres d'emploi",
  'nous recrutons',
  'rejoignez-nous',
  'rejoindre l’équipe',
  'offene stellen',
  'stellenangebote',
  'wir stellen ein',
  'jobs bei',
  'ofertas de empleo',
  'vacantes',
  'únete a nuestro equipo',
  'trabaja con nosotros',
  'oferty pracy',
  'dołącz do nas',
  'otwarte rekrutacje',
  'aktualne oferty',
  'posizioni aperte',
  'lavora con noi',
  'unisciti al team',
  'offerte di lavoro',
];

/** Words that only qualify a plan's name ("Pro plan", "Forfait Pro", "from $9"): dropped from the label. */
export const LABEL_NOISE = words(`
  plan plans package tier edition subscription price pricing from starting starts at only just now
  forfait formule offre abonnement prix à partir de dès seulement désormais
  tarif paket abo abonnement preis ab nur jetzt
  plan paquete suscripción precio desde solo ahora
  pakiet abonament cena od tylko teraz
  piano pacchetto abbonamento prezzo da a partire solo ora
  the le la les der die das el los las il lo i
`);

/** Lines that sit between a plan's name and its price without naming it ("Most popular", "For small teams"). */
export const NOT_A_PLAN_NAME = [
  /^(?:most popular|popular|recommended|best value|new|save|le plus populaire|populaire|recommandé|meilleure offre|nouveau|beliebt(?:este?)?|empfohlen|neu|más popular|popular|recomendado|nuevo|najpopularniejszy|polecany|nowość|più popolare|consigliato|nuovo)\b/i,
  /^(?:for|pour|für|para|dla|per|ideal|idéal|ideale|perfect|best for|everything|tout|alles|todo|wszystko|tutto)\b/i,
  /^(?:billed|facturé|jährlich|abgerechnet|facturado|rozliczane|fatturato|per month|per year|par mois|par an|pro monat|pro jahr|al mes|al año|miesięcznie|rocznie|al mese|all'anno)\b/i,
];

/** Words of prices that are not amounts: fees, commissions, discounts (a change of "8%" commission is pricing). */
export const PRICING_WORDS = words(`
  fee fees commission commissions discount discounts price prices pricing rate rates surcharge billing billed
  frais commission commissions remise réduction prix tarif tarifs facturation
  gebühr gebühren provision rabatt preis preise tarif abrechnung
  tarifa tarifas comisión comisiones descuento precio precios facturación
  opłata opłaty prowizja prowizji rabat zniżka cena ceny cennik
  commissione commissioni sconto prezzo prezzi tariffa tariffe costo
`);

/** "Free" said instead of a price, in the six languages. */
export const FREE_WORDS =
  /^(?:free|gratuit|gratuite|kostenlos|gratis|gratuito|darmowy|darmowa|bezpłatny|bezpłatnie|0)(?:\s+(?:forever|for ever|pour toujours|für immer|para siempre|na zawsze|per sempre))?$/i;
