// Name pools for clients, attorneys, firms and medical providers: varied, US-typical, invented combinations.

export const FEMALE_FIRST_NAMES: readonly string[] = [
  'Mary', 'Patricia', 'Jennifer', 'Linda', 'Elizabeth', 'Barbara', 'Susan', 'Jessica', 'Sarah', 'Karen',
  'Lisa', 'Nancy', 'Betty', 'Sandra', 'Ashley', 'Kimberly', 'Emily', 'Donna', 'Michelle', 'Carol',
  'Amanda', 'Melissa', 'Deborah', 'Stephanie', 'Rebecca', 'Laura', 'Sharon', 'Cynthia', 'Kathleen', 'Amy',
  'Angela', 'Brenda', 'Pamela', 'Nicole', 'Samantha', 'Katherine', 'Christine', 'Rachel', 'Janet', 'Maria',
  'Guadalupe', 'Rosa', 'Ana', 'Lucia', 'Carmen', 'Ximena', 'Sofia', 'Valentina', 'Camila', 'Yesenia',
  'Keisha', 'Latoya', 'Aaliyah', 'Imani', 'Ebony', 'Tamika', 'Jasmine', 'Destiny', 'Shanice', 'Monique',
  'Mei', 'Ling', 'Priya', 'Ananya', 'Aisha', 'Fatima', 'Huong', 'Jin', 'Yuki', 'Sunita',
  'Olivia', 'Emma', 'Ava', 'Mia', 'Harper', 'Abigail', 'Ella', 'Madison', 'Chloe', 'Grace',
];

export const MALE_FIRST_NAMES: readonly string[] = [
  'James', 'Robert', 'John', 'Michael', 'David', 'William', 'Richard', 'Joseph', 'Thomas', 'Charles',
  'Christopher', 'Daniel', 'Matthew', 'Anthony', 'Mark', 'Donald', 'Steven', 'Paul', 'Andrew', 'Joshua',
  'Kenneth', 'Kevin', 'Brian', 'George', 'Timothy', 'Ronald', 'Edward', 'Jason', 'Jeffrey', 'Ryan',
  'Jose', 'Luis', 'Carlos', 'Juan', 'Miguel', 'Jorge', 'Alejandro', 'Diego', 'Francisco', 'Javier',
  'DeShawn', 'Tyrone', 'Jamal', 'Darnell', 'Marcus', 'Andre', 'Terrell', 'Malik', 'Jermaine', 'Dwayne',
  'Wei', 'Hiroshi', 'Raj', 'Arjun', 'Mohammed', 'Omar', 'Minh', 'Sung', 'Vikram', 'Tuan',
  'Liam', 'Noah', 'Ethan', 'Mason', 'Logan', 'Lucas', 'Jacob', 'Aiden', 'Caleb', 'Wyatt',
  'Gary', 'Larry', 'Frank', 'Scott', 'Eric', 'Raymond', 'Gregory', 'Dennis', 'Jerry', 'Walter',
];

export const LAST_NAMES: readonly string[] = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin',
  'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson',
  'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores',
  'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts',
  'Gomez', 'Phillips', 'Evans', 'Turner', 'Diaz', 'Parker', 'Cruz', 'Edwards', 'Collins', 'Reyes',
  'Stewart', 'Morris', 'Morales', 'Murphy', 'Cook', 'Rogers', 'Gutierrez', 'Ortiz', 'Morgan', 'Cooper',
  'Peterson', 'Bailey', 'Reed', 'Kelly', 'Howard', 'Ramos', 'Kim', 'Cox', 'Ward', 'Richardson',
  'Watson', 'Brooks', 'Chavez', 'Wood', 'James', 'Bennett', 'Gray', 'Mendoza', 'Ruiz', 'Hughes',
  'Price', 'Alvarez', 'Castillo', 'Sanders', 'Patel', 'Myers', 'Long', 'Ross', 'Foster', 'Jimenez',
  'Chen', 'Wang', 'Li', 'Zhang', 'Liu', 'Singh', 'Shah', 'Khan', 'Ali', 'Tran',
  'Pham', 'Le', 'Park', 'Choi', 'Tanaka', 'Yamamoto', "O'Brien", 'Sullivan', 'Kowalski', 'Novak',
  'Rossi', 'Russo', 'Schmidt', 'Mueller', 'Fischer', 'Johansson', 'Larsen', 'Dubois', 'Moreau', 'Okafor',
  'Adeyemi', 'Mensah', 'Haddad', 'Nasser', 'Cohen', 'Levy', 'Friedman', 'Goldberg', 'Washington', 'Jefferson',
];

export const FIRM_NAME_PATTERNS: readonly ((a: string, b: string) => string)[] = [
  (a, b) => `${a} & ${b} Injury Law`,
  (a, b) => `${a} ${b} LLP`,
  (a) => `${a} Law Group`,
  (a, b) => `${a}, ${b} & Associates`,
  (a) => `The ${a} Firm`,
  (a, b) => `${a} & ${b} Trial Lawyers`,
];

export const HOSPITAL_NAMES: readonly string[] = [
  "St. Mary's Medical Center", 'Mercy General Hospital', 'Regional Medical Center', 'University Hospital',
  'Memorial Hospital', 'Good Samaritan Hospital', 'Baptist Health Medical Center', 'Providence Hospital',
  'Methodist Hospital', 'County General Hospital', "St. Joseph's Hospital", 'Presbyterian Hospital',
];

export const IMAGING_CENTER_NAMES: readonly string[] = [
  'Advanced Imaging Center', 'Open MRI of the Valley', 'Precision Diagnostic Imaging', 'Metro Radiology',
  'Summit Imaging', 'Lakeside MRI & CT', 'Clearview Radiology Associates', 'Premier Diagnostic Imaging',
];

/** Provider name suffixes by treatment type; combined with a surname or a place word. */
export const PROVIDER_SUFFIXES = {
  chiropractic: ['Chiropractic', 'Chiropractic & Wellness', 'Spine & Chiropractic Center', 'Family Chiropractic'],
  physical_therapy: ['Physical Therapy', 'Rehab & Physical Therapy', 'Sports & Physical Therapy', 'Therapy Partners'],
  pain_management: ['Pain Management', 'Interventional Pain Center', 'Pain & Spine Institute', 'Pain Specialists'],
  injection: ['Pain & Spine Institute', 'Interventional Spine', 'Spine Specialists', 'Pain Management'],
  orthopedic: ['Orthopedic Associates', 'Orthopaedic Group', 'Bone & Joint Center', 'Orthopedic Specialists'],
  surgical: ['Surgery Center', 'Orthopedic Surgery Center', 'Surgical Hospital', 'Ambulatory Surgery Center'],
} as const;

export const PLACE_WORDS: readonly string[] = [
  'Riverside', 'Oakwood', 'Summit', 'Lakeview', 'Cedar Park', 'Westside', 'Northgate', 'Parkway',
  'Highland', 'Bayview', 'Pinecrest', 'Meadowbrook', 'Valley', 'Downtown', 'Eastside', 'Fairview',
];
