// The six category guides. Summaries are public (home grid, sitemap); guide
// bodies are gated content: only loaders should import `getCategoryGuide`.
import { CATEGORY_SLUGS, type CategorySlug } from "../../db/constants";
import type { IconName } from "~/ui/icon-names";
import type { Section } from "./types";

export type CategorySummary = {
  slug: CategorySlug;
  title: string;
  tagline: string;
  icon: IconName;
  /** For the page's meta description and the home grid. */
  description: string;
};

/** What a section is for; every guide has one of each required role. */
export type GuideRole = "basics" | "start" | "progress" | "mistakes" | "professional";

export const REQUIRED_GUIDE_ROLES: readonly GuideRole[] = ["start", "progress", "mistakes", "professional"];

export type GuideSection = Section & { role: GuideRole };

export type CategoryGuide = CategorySummary & {
  intro: string;
  sections: GuideSection[];
  /** Shown at the end of the guide body when the topic touches health. */
  disclaimer?: string;
};

export const CATEGORIES: readonly CategorySummary[] = [
  {
    slug: "skincare",
    title: "Skincare",
    tagline: "Calm, clear, protected skin",
    icon: "droplet",
    description:
      "A simple morning and evening skincare routine, daily sun protection, how to add active ingredients safely, and when to see a dermatologist.",
  },
  {
    slug: "fitness",
    title: "Fitness",
    tagline: "Stronger every week",
    icon: "dumbbell",
    description:
      "A three-day beginner strength programme, how progressive overload works, the mistakes that stall progress, and when to get checked first.",
  },
  {
    slug: "grooming",
    title: "Grooming",
    tagline: "Sharp, clean, put together",
    icon: "scissors",
    description:
      "Daily and weekly grooming habits for hair, shaving, beard, teeth, nails and fragrance, plus when to see a dentist or doctor.",
  },
  {
    slug: "style",
    title: "Style",
    tagline: "Clothes that fit your life",
    icon: "shirt",
    description:
      "Fit first, a versatile capsule wardrobe, colour and layering, caring for clothes, and how a tailor can transform what you own.",
  },
  {
    slug: "nutrition",
    title: "Nutrition",
    tagline: "Fuel that works for you",
    icon: "apple",
    description:
      "A balanced plate, protein targets, calorie basics for fat loss or muscle gain, common diet mistakes, and when to see a dietitian.",
  },
  {
    slug: "mindset",
    title: "Mindset",
    tagline: "Habits, sleep and calm",
    icon: "brain",
    description:
      "Sleep seven to nine hours, build habits that stick, manage stress with simple tools, and know when to reach out for support.",
  },
];

/** Each category's title by slug (charts and reviews name categories by it). */
export const CATEGORY_TITLES = Object.fromEntries(CATEGORIES.map((c) => [c.slug, c.title])) as Record<
  CategorySlug,
  string
>;

const HEALTH_DISCLAIMER =
  "This guide is general information for healthy adults, not medical advice. It does not diagnose or treat any condition. Talk to a qualified health professional before making changes if you have a medical condition, take medication, are pregnant or breastfeeding, or are unsure whether something is right for you.";

function summary(slug: CategorySlug): CategorySummary {
  const found = CATEGORIES.find((c) => c.slug === slug);
  if (!found) throw new Error(`Unknown category ${slug}`);
  return found;
}

const GUIDES: Record<CategorySlug, CategoryGuide> = {
  skincare: {
    ...summary("skincare"),
    intro:
      "Good skin care is mostly about three things done every day: cleanse gently, moisturise, and protect from the sun. Start there, give it a month, and only then add one active ingredient at a time.",
    sections: [
      {
        id: "basics",
        role: "basics",
        heading: "The three essentials",
        blocks: [
          {
            type: "list",
            style: "bullet",
            items: [
              "A gentle cleanser: fragrance-free, non-stripping. Your skin should feel comfortable, not tight, after washing.",
              "A moisturiser: a light gel or lotion for oily skin, a richer cream for dry skin. Look for 'non-comedogenic' if you break out easily.",
              "A broad-spectrum sunscreen, SPF 30 or higher: broad-spectrum means it protects against both UVA (ageing) and UVB (burning) rays.",
            ],
          },
          {
            type: "p",
            text: "Sun exposure is the biggest cause of premature skin ageing and a major cause of skin cancer. Daily sunscreen does more for your skin than any serum.",
          },
        ],
      },
      {
        id: "start-today",
        role: "start",
        heading: "Your routine, starting today",
        blocks: [
          {
            type: "list",
            style: "check",
            title: "Morning (about 3 minutes)",
            items: [
              "Rinse with lukewarm water, or use your gentle cleanser if your skin is oily.",
              "Apply moisturiser to face and neck.",
              "Finish with broad-spectrum SPF 30+ on your face, neck and ears, every day, including cloudy days: most UV passes through cloud. A common guide is about a quarter of a teaspoon for the face alone.",
            ],
          },
          {
            type: "list",
            style: "check",
            title: "Evening (about 3 minutes)",
            items: [
              "Cleanse with lukewarm water and your gentle cleanser to remove sunscreen, sweat and dirt. Pat dry with a clean towel.",
              "Apply moisturiser.",
            ],
          },
          {
            type: "note",
            tone: "info",
            title: "Reapply sunscreen",
            text: "When you are outdoors, reapply at least every 2 hours, and straight after swimming, heavy sweating or towelling off. 'Water-resistant' labels only promise 40 or 80 minutes in water.",
          },
          {
            type: "note",
            tone: "tip",
            text: "Keep your cleanser, moisturiser and sunscreen where you brush your teeth. A routine you can see is a routine you do; tick the boxes for two weeks and it runs by itself.",
          },
        ],
      },
      {
        id: "progress",
        role: "progress",
        heading: "How to progress",
        blocks: [
          {
            type: "p",
            text: "After four to six weeks of the basics, add one active ingredient for a specific goal. Introduce only one new product at a time and wait at least two weeks before adding another, so you know what is helping and what is irritating.",
          },
          {
            type: "list",
            style: "bullet",
            items: [
              "Patch test first: apply a little to a small area (for example, behind the ear or on the inner arm) for a few days and watch for redness or itching.",
              "Uneven texture, breakouts or early fine lines: a retinoid such as adapalene or retinol at night. Start two or three nights a week with a pea-sized amount for the whole face, then build up. Retinoids make skin more sun-sensitive, so daily sunscreen matters even more. Avoid them if you are pregnant or trying to conceive unless a doctor says otherwise.",
              "Dullness or dark marks: a vitamin C serum in the morning under sunscreen, or niacinamide, which most skin types tolerate well.",
              "Blackheads and oily skin: a salicylic acid (BHA) product two or three times a week.",
              "Rough or dry texture: a lactic or glycolic acid (AHA) exfoliant once or twice a week, on nights you do not use a retinoid.",
            ],
          },
          {
            type: "p",
            text: "Be patient: skin renews itself slowly, so most actives take 6 to 12 weeks to show their full effect. Take a photo in the same light every four weeks to judge progress fairly.",
          },
        ],
      },
      {
        id: "mistakes",
        role: "mistakes",
        heading: "Common mistakes",
        blocks: [
          {
            type: "list",
            style: "bullet",
            items: [
              "Starting several new products at once, then not knowing which one caused a reaction.",
              "Over-exfoliating: stinging, tightness, redness and new breakouts often mean your skin barrier needs a break. Stop actives and go back to cleanser, moisturiser and sunscreen until it settles.",
              "Skipping sunscreen on cloudy days or indoors by a bright window, or applying far too little.",
              "Relying on the SPF in make-up or moisturiser alone: people rarely apply enough of it to get the labelled protection.",
              "Picking or squeezing spots, which increases the risk of marks and scarring.",
              "Very hot water and harsh scrubs, which strip the skin.",
              "Changing your routine every week. Consistency beats novelty.",
            ],
          },
        ],
      },
      {
        id: "see-a-professional",
        role: "professional",
        heading: "When to see a professional",
        blocks: [
          {
            type: "list",
            style: "bullet",
            title: "See a doctor or dermatologist if you notice:",
            items: [
              "A mole or spot that is new, changing, itching or bleeding, or that looks different from your other moles. Remember ABCDE: Asymmetry, irregular Border, several Colours, Diameter over 6 mm, Evolving (changing).",
              "A sore or patch that does not heal within a few weeks.",
              "Painful, deep or cystic acne, acne that leaves scars, or acne that has not improved after two to three months of consistent over-the-counter care.",
              "Persistent redness, flushing, itchy or scaly patches, which may be rosacea, eczema or psoriasis and respond best to prescription treatment.",
            ],
          },
          {
            type: "note",
            tone: "warning",
            text: "Stop a product and get urgent medical help if you have swelling of the face, lips or tongue, or difficulty breathing after using it.",
          },
        ],
      },
    ],
    disclaimer: HEALTH_DISCLAIMER,
  },

  fitness: {
    ...summary("fitness"),
    intro:
      "Health guidelines recommend that adults get at least 150 minutes of moderate activity (or 75 minutes of vigorous activity) a week, plus muscle-strengthening exercise on two or more days. This programme covers the strength part in three short sessions; daily walking covers much of the rest.",
    sections: [
      {
        id: "start-today",
        role: "start",
        heading: "Beginner full-body programme",
        blocks: [
          {
            type: "p",
            text: "Train three times a week on non-consecutive days (for example Monday, Wednesday, Friday). Each session takes 40 to 50 minutes. You need a pair of adjustable dumbbells or access to a gym; the bodyweight options work at home.",
          },
          {
            type: "list",
            style: "check",
            title: "Warm-up (5 to 10 minutes)",
            items: [
              "Brisk walk, bike or skipping until you are slightly warm.",
              "Ten each of bodyweight squats, arm circles, hip hinges and glute bridges.",
              "One light practice set of the first exercise.",
            ],
          },
          {
            type: "table",
            caption: "The workout",
            columns: ["Exercise", "Sets x reps", "Easier option"],
            rows: [
              ["Goblet squat", "3 x 8-12", "Bodyweight squat to a chair"],
              ["Push-up", "3 x 8-12", "Hands on a bench or wall"],
              ["Dumbbell Romanian deadlift", "3 x 8-12", "Glute bridge"],
              ["One-arm dumbbell row", "3 x 8-12 each side", "Resistance band row"],
              ["Dumbbell overhead press", "2 x 8-12", "Lighter dumbbells, seated"],
              ["Plank", "3 x 20-40 seconds", "Plank on your knees"],
            ],
          },
          {
            type: "list",
            style: "bullet",
            items: [
              "Rest 60 to 120 seconds between sets.",
              "Choose a weight you can lift with good form for the target reps, finishing each set with one to three reps still 'in the tank'.",
              "On the other days, walk: 7,000 or more steps a day is a good first target.",
            ],
          },
          {
            type: "note",
            tone: "tip",
            text: "Write the weights you lifted on your phone after every session. Next time, the only goal is to beat one number on that list.",
          },
        ],
      },
      {
        id: "progress",
        role: "progress",
        heading: "How to progress: progressive overload",
        blocks: [
          {
            type: "p",
            text: "Muscles and strength grow when you gradually ask them to do a little more than last time. This is progressive overload, and it is the single most important rule of training.",
          },
          {
            type: "list",
            style: "number",
            title: "Double progression, step by step",
            items: [
              "Write down the weight and reps of every set. A notes app is enough.",
              "Stay at a weight until you can do all sets at the top of the rep range (for example 3 x 12) with good form.",
              "Then add the smallest weight step available (about 1 to 2.5 kg, or roughly 5%) and work back up from 8 reps.",
              "For bodyweight moves, progress by adding reps, slowing the lowering phase, or moving to a harder variation.",
            ],
          },
          {
            type: "p",
            text: "Beginners can usually progress for several months on this programme. After 8 to 12 weeks of steady progress, you can move to four sessions a week, split into upper-body and lower-body days. If you feel run down and your lifts stall for two weeks or more, take a lighter week at about half your usual sets, then carry on.",
          },
          {
            type: "p",
            text: "Recovery is where progress happens: aim for 7 to 9 hours of sleep and enough protein (see the Nutrition guide).",
          },
        ],
      },
      {
        id: "mistakes",
        role: "mistakes",
        heading: "Common mistakes",
        blocks: [
          {
            type: "list",
            style: "bullet",
            items: [
              "Lifting too heavy too soon and letting form break down. Leave your ego at the door.",
              "Programme-hopping: switching plans every couple of weeks before any of them can work.",
              "Not tracking, so you cannot tell whether you are progressing.",
              "Skipping the warm-up, or skipping leg and back exercises.",
              "Doing too much in week one. Muscle soreness peaking one to three days after a new workout is normal; being unable to train for a week means you overdid it.",
              "Training through sharp or joint pain. Discomfort from effort is fine; pain is a signal to stop.",
            ],
          },
        ],
      },
      {
        id: "see-a-professional",
        role: "professional",
        heading: "When to see a professional",
        blocks: [
          {
            type: "list",
            style: "bullet",
            title: "Check with a doctor before you start if you:",
            items: [
              "Have a heart condition, high blood pressure, diabetes, or have ever had chest pain during activity.",
              "Get dizzy or faint, or have a joint or bone problem that exercise could make worse.",
              "Are pregnant, recently gave birth, or are recovering from an injury or surgery.",
            ],
          },
          {
            type: "note",
            tone: "warning",
            text: "Stop exercising and seek urgent medical help if you have chest pain or pressure, severe shortness of breath, a racing or irregular heartbeat, or feel faint.",
          },
          {
            type: "p",
            text: "See a physiotherapist for pain that lasts more than a week or two, or for pain in a joint rather than a muscle. A qualified coach can check your technique in a single session.",
          },
        ],
      },
    ],
    disclaimer: HEALTH_DISCLAIMER,
  },

  grooming: {
    ...summary("grooming"),
    intro:
      "Grooming is the fastest visible upgrade: clean skin, tidy hair, fresh breath and neat nails make any outfit look better. None of it takes long once it is a routine.",
    sections: [
      {
        id: "start-today",
        role: "start",
        heading: "Your daily and weekly routine",
        blocks: [
          {
            type: "list",
            style: "check",
            title: "Every day",
            items: [
              "Brush your teeth twice a day for two minutes with fluoride toothpaste, and clean between your teeth once a day with floss or interdental brushes. Spit, don't rinse, after brushing so the fluoride keeps working.",
              "Wash your face morning and night (see the Skincare guide).",
              "Shower, and apply antiperspirant to clean, dry skin. Antiperspirant works best applied at night, when sweat glands are least active.",
              "Style your hair with a small amount of product; less is almost always better.",
            ],
          },
          {
            type: "list",
            style: "check",
            title: "Every week",
            items: [
              "Shampoo as often as your hair needs: daily for fine or oily hair, two or three times a week for most, less for curly or coily hair. Use conditioner on the lengths every time.",
              "Trim fingernails and toenails. Cut toenails straight across to avoid ingrown nails.",
              "Tidy your beard or stubble line, neck, nose and ear hair, and stray eyebrow hairs.",
              "Wash towels and pillowcases.",
            ],
          },
          {
            type: "list",
            style: "number",
            title: "A shave that does not irritate",
            items: [
              "Shave after a warm shower, when hair is softer.",
              "Use a shaving cream or gel and a sharp blade. Replace blades every five to seven shaves, or sooner if they drag.",
              "Shave with the direction of hair growth, using light strokes and rinsing the blade often.",
              "Rinse with cool water and apply an alcohol-free moisturiser.",
            ],
          },
          {
            type: "note",
            tone: "tip",
            text: "Pick one fixed moment for the daily list, such as straight after your shower. Pairing a new habit with an old one is the easiest way to keep it.",
          },
        ],
      },
      {
        id: "progress",
        role: "progress",
        heading: "How to progress",
        blocks: [
          {
            type: "list",
            style: "bullet",
            items: [
              "Book haircuts on a schedule before your hair looks overgrown: roughly every 3 to 4 weeks for short styles and every 6 to 10 weeks for longer ones.",
              "Find one barber or stylist and stick with them. Bring two or three reference photos and ask what will suit your face shape and hair type.",
              "Growing a beard: let it grow for four weeks before judging it, then shape the neckline (about two fingers above the Adam's apple) and cheek line. Wash it and use a little beard oil to soften it.",
              "Choose one fragrance you like for daily use. Two or three sprays on the chest or neck are enough; people should notice it only when close to you.",
              "Upgrade one tool at a time: a good trimmer, a nail clipper that cuts cleanly, an electric toothbrush.",
            ],
          },
        ],
      },
      {
        id: "mistakes",
        role: "mistakes",
        heading: "Common mistakes",
        blocks: [
          {
            type: "list",
            style: "bullet",
            items: [
              "Shaving with a dull blade or against the grain on sensitive skin, which causes razor burn and ingrown hairs.",
              "Too much product: hair that looks wet or crunchy, or fragrance people can smell across the room.",
              "Forgetting the details: neck hair, ears, eyebrows, hands and feet.",
              "Over-washing hair with harsh shampoo, leaving it dry and frizzy.",
              "Skipping dental check-ups because nothing hurts. Most gum disease is painless at first.",
            ],
          },
        ],
      },
      {
        id: "see-a-professional",
        role: "professional",
        heading: "When to see a professional",
        blocks: [
          {
            type: "list",
            style: "bullet",
            items: [
              "Dentist: for regular check-ups at the interval your dentist recommends, and sooner for gums that bleed often, tooth pain, or bad breath that brushing does not fix.",
              "Doctor or dermatologist: for sudden hair shedding or round bald patches, persistent scalp flaking or itching that medicated shampoo does not help, or razor bumps that keep coming back or leave dark marks.",
              "Doctor: before starting any treatment for hair loss, as the effective ones are medicines with possible side effects.",
              "Doctor or podiatrist: for an ingrown toenail that is red, swollen, painful or discharging, especially if you have diabetes.",
            ],
          },
        ],
      },
    ],
    disclaimer: HEALTH_DISCLAIMER,
  },

  style: {
    ...summary("style"),
    intro:
      "Style is not about owning a lot of clothes or following trends. It comes from clothes that fit, go together, and suit the life you actually live.",
    sections: [
      {
        id: "start-today",
        role: "start",
        heading: "Start today: fit first",
        blocks: [
          {
            type: "list",
            style: "check",
            title: "Wardrobe audit (one hour)",
            items: [
              "Take out everything you have not worn in a year and everything that does not fit. Donate, sell or recycle it.",
              "Sort what is left into three piles: fits well, could fit with a tailor, and does not go with anything.",
              "Note the gaps: the basics you reach for and do not have.",
            ],
          },
          {
            type: "list",
            style: "bullet",
            title: "How good fit looks",
            items: [
              "Shoulder seams sit at the edge of your shoulder bone.",
              "Tops skim the body without pulling across the chest or billowing at the waist.",
              "Sleeves end at the wrist bone; a jacket shows a little shirt cuff.",
              "Trousers sit at your waist without a belt doing all the work, with little or no fabric bunching above the shoe.",
            ],
          },
          {
            type: "list",
            style: "bullet",
            title: "A capsule wardrobe of versatile basics",
            items: [
              "Three to five plain tops in neutral colours (white, grey, navy, black, beige).",
              "One or two button-up shirts or blouses.",
              "Dark jeans without rips and one pair of chinos or smart trousers.",
              "A knit jumper or cardigan.",
              "One versatile jacket: denim, bomber, or an unstructured blazer.",
              "Clean minimal trainers, one smarter pair of shoes, and a belt that matches them.",
            ],
          },
          {
            type: "note",
            tone: "tip",
            text: "Take a photo of every outfit you like wearing for a week. The pattern in those photos is your style, and it tells you what to buy next.",
          },
        ],
      },
      {
        id: "progress",
        role: "progress",
        heading: "How to progress",
        blocks: [
          {
            type: "list",
            style: "bullet",
            items: [
              "Colour: learn which neutrals flatter your skin tone by holding tops under your face in daylight. Then add one or two accent colours that work with all your neutrals.",
              "Texture and layers: mix fabrics such as knit, denim, cotton and wool, and try a light layer over a plain top.",
              "Buy less, buy better: judge a purchase by cost per wear. A jacket worn 100 times is cheaper than a bargain worn twice.",
              "Dress for the occasion: one notch smarter than the expected dress code rarely goes wrong.",
              "Care: wash at lower temperatures, air-dry knits flat, fold jumpers instead of hanging them, and clean and condition leather shoes. Well-kept clothes look more expensive.",
            ],
          },
        ],
      },
      {
        id: "mistakes",
        role: "mistakes",
        heading: "Common mistakes",
        blocks: [
          {
            type: "list",
            style: "bullet",
            items: [
              "Wearing clothes a size too big to hide the body. Well-fitting clothes are more flattering at every size.",
              "Buying for an imagined lifestyle instead of the one you live.",
              "Chasing trends that do not work with anything you already own.",
              "Scuffed, dirty shoes. People notice shoes.",
              "Lots of cheap pieces that lose their shape after a few washes.",
            ],
          },
        ],
      },
      {
        id: "see-a-professional",
        role: "professional",
        heading: "When to see a professional",
        blocks: [
          {
            type: "list",
            style: "bullet",
            items: [
              "A tailor: hemming trousers, shortening sleeves and taking in a waist are usually inexpensive and make off-the-rack clothes look made for you.",
              "A personal stylist or shop styling service: useful before a big life change, such as a new job or a wardrobe rebuild after weight change.",
              "A doctor or counsellor: if worries about how you look take up hours of your day, stop you going out, or lead to constant checking or comparing, talk to a professional. This is common, and help works.",
            ],
          },
        ],
      },
    ],
  },

  nutrition: {
    ...summary("nutrition"),
    intro:
      "You do not need a perfect diet. You need meals built mostly from whole foods, enough protein, plenty of plants, and an amount of energy that matches your goal.",
    sections: [
      {
        id: "start-today",
        role: "start",
        heading: "Start today: the balanced plate",
        blocks: [
          {
            type: "list",
            style: "bullet",
            title: "Build most meals like this",
            items: [
              "Half the plate: vegetables and fruit. Aim for at least five portions (about 400 g) a day, in a mix of colours.",
              "A quarter: protein, such as eggs, fish, chicken, lean meat, tofu, beans, lentils, Greek yoghurt or cottage cheese.",
              "A quarter: whole grains or starchy foods, such as oats, brown rice, wholemeal bread, potatoes or pasta.",
              "A thumb-sized serving of healthy fat: olive oil, nuts, seeds or avocado.",
            ],
          },
          {
            type: "list",
            style: "check",
            title: "Three habits for this week",
            items: [
              "Include a source of protein in every meal.",
              "Drink water with each meal and keep a bottle with you. Pale yellow urine is a good sign you are drinking enough.",
              "Write down what you eat for three days, without changing anything. Awareness comes before change.",
            ],
          },
          {
            type: "note",
            tone: "tip",
            text: "Plan tomorrow's protein tonight: decide which meal gets the eggs, yoghurt, beans or chicken, and the rest of the plate follows.",
          },
        ],
      },
      {
        id: "progress",
        role: "progress",
        heading: "How to progress: calories and protein",
        blocks: [
          {
            type: "p",
            text: "Use the calorie calculator to estimate your maintenance calories, then adjust for your goal and watch your weekly average weight (weigh at the same time of day, several times a week) for two to three weeks before changing anything.",
          },
          {
            type: "list",
            style: "bullet",
            items: [
              "Fat loss: eat a moderate deficit, for example the calculator's cutting figure (80% of maintenance). Losing about 0.5 to 1% of body weight a week keeps muscle and energy up.",
              "Muscle gain: eat a small surplus, for example the calculator's bulking figure (110% of maintenance), alongside strength training. Gaining about 0.25 to 0.5% of body weight a week limits fat gain.",
              "Protein: about 1.6 g per kg of body weight a day supports muscle gain when combined with strength training (for example 112 g for a 70 kg person). Spread it over three or four meals. The general minimum for adults is 0.8 g per kg.",
              "Fibre: work towards 25 to 30 g a day from vegetables, fruit, beans, lentils and whole grains, increasing slowly with plenty of water.",
              "Added sugar: keep it below 10% of your daily calories. Sugary drinks are the easiest place to cut.",
            ],
          },
        ],
      },
      {
        id: "mistakes",
        role: "mistakes",
        heading: "Common mistakes",
        blocks: [
          {
            type: "list",
            style: "bullet",
            items: [
              "Crash diets with very low calories: they cost muscle, energy and mood, and the weight tends to come back.",
              "Cutting out whole food groups without a medical reason.",
              "Forgetting liquid calories: juice, fizzy drinks, alcohol and large coffees add up fast.",
              "Underestimating portions of oils, nut butters and snacks.",
              "Treating supplements as a replacement for food.",
              "All-or-nothing thinking: one big meal does not ruin a week. Carry on with the next meal as planned.",
            ],
          },
        ],
      },
      {
        id: "see-a-professional",
        role: "professional",
        heading: "When to see a professional",
        blocks: [
          {
            type: "list",
            style: "bullet",
            title: "Talk to a doctor or registered dietitian before changing your diet if you:",
            items: [
              "Have diabetes, kidney or liver disease, or another long-term condition. High-protein diets are not suitable for everyone with kidney disease.",
              "Are pregnant, breastfeeding, or under 18.",
              "Take medication that food can affect, such as blood thinners.",
              "Have a history of disordered eating.",
            ],
          },
          {
            type: "note",
            tone: "warning",
            text: "If food, weight or your body take over your thoughts, or you are restricting, bingeing or purging, please speak to a doctor or an eating disorder support service. Recovery is possible and early help matters.",
          },
        ],
      },
    ],
    disclaimer: HEALTH_DISCLAIMER,
  },

  mindset: {
    ...summary("mindset"),
    intro:
      "Every other guide depends on this one. Good sleep, habits that run on autopilot and a calmer response to stress make everything else easier to keep up.",
    sections: [
      {
        id: "start-today",
        role: "start",
        heading: "Start today: sleep and one small habit",
        blocks: [
          {
            type: "list",
            style: "bullet",
            title: "Sleep: aim for 7 to 9 hours a night",
            items: [
              "Wake up at the same time every day, weekends included. A steady wake time anchors your body clock.",
              "Get daylight outside within an hour of waking, even for ten minutes.",
              "Stop caffeine about eight hours before bed.",
              "Keep the bedroom dark, quiet and cool, and put screens away 30 to 60 minutes before sleep.",
              "Alcohol may help you fall asleep but makes the rest of the night's sleep worse.",
            ],
          },
          {
            type: "list",
            style: "check",
            title: "Build one habit",
            items: [
              "Pick one habit that matters to you, such as a ten-minute walk or your skincare routine.",
              "Make it tiny: a version you can do in two minutes on your worst day.",
              "Attach it to something you already do: 'After I pour my morning coffee, I will do ten squats.'",
              "Tick it off each day. Seeing the chain grow is motivating; the app's streaks do this for you.",
            ],
          },
          {
            type: "list",
            style: "bullet",
            title: "A two-minute calm-down",
            items: [
              "Breathe in gently through your nose for about 4 seconds and out for about 6 seconds. Longer out-breaths help the body settle.",
              "Repeat for two to five minutes, whenever you feel tense.",
            ],
          },
          {
            type: "note",
            tone: "tip",
            text: "Start your habit so small it feels silly, like one push-up or one line in a journal. You are training the showing up; the size comes later.",
          },
        ],
      },
      {
        id: "progress",
        role: "progress",
        heading: "How to progress",
        blocks: [
          {
            type: "list",
            style: "bullet",
            items: [
              "Plan the when and where: 'On Monday, Wednesday and Friday at 7 am, I will train in the living room.' Specific plans are far more likely to happen.",
              "Grow a habit only once it feels automatic, usually after several weeks. Then add a second one.",
              "Review each week for ten minutes: what worked, what got in the way, and one thing to adjust.",
              "Never miss twice: missing one day is normal; getting straight back on track is the skill.",
              "Write three short lines each evening: something that went well, something you learned, and tomorrow's first task.",
              "Spend time with people who support your goals, and share your plan with one of them.",
            ],
          },
        ],
      },
      {
        id: "mistakes",
        role: "mistakes",
        heading: "Common mistakes",
        blocks: [
          {
            type: "list",
            style: "bullet",
            items: [
              "Relying on motivation. It comes and goes; routines and cues carry you when it is gone.",
              "Changing everything at once on a Monday and burning out by Thursday.",
              "Giving up after one missed day.",
              "Comparing your everyday life with other people's highlight reels online.",
              "Sacrificing sleep to fit more in. Less sleep makes training, food choices and mood harder.",
            ],
          },
        ],
      },
      {
        id: "see-a-professional",
        role: "professional",
        heading: "When to see a professional",
        blocks: [
          {
            type: "list",
            style: "bullet",
            title: "Talk to a doctor or mental health professional if:",
            items: [
              "You have felt low, hopeless or lost interest in things you usually enjoy for more than two weeks.",
              "Worry or anxiety is affecting your work, relationships or daily life.",
              "You struggle to sleep most nights for several weeks, or you snore loudly and someone has noticed pauses in your breathing.",
              "You are using alcohol or other substances to cope.",
            ],
          },
          {
            type: "note",
            tone: "warning",
            title: "If you are in crisis",
            text: "If you are thinking about harming yourself or feel unsafe, contact your local emergency number now. In the US you can call or text 988 (Suicide & Crisis Lifeline); in the UK and Ireland you can call Samaritans free on 116 123, any time.",
          },
        ],
      },
    ],
    disclaimer:
      "This guide shares general wellbeing information. It is not a substitute for care from a doctor or mental health professional.",
  },
};

export function isCategorySlug(value: unknown): value is CategorySlug {
  return typeof value === "string" && (CATEGORY_SLUGS as readonly string[]).includes(value);
}

export function getCategorySummary(slug: CategorySlug): CategorySummary {
  return summary(slug);
}

/** What anyone may see of a guide before the gate: its introduction and its lesson titles. */
export type GuidePreview = { intro: string; lessons: { id: string; heading: string }[] };

export function getGuidePreview(slug: CategorySlug): GuidePreview {
  const { intro, sections } = GUIDES[slug];
  return { intro, lessons: sections.map(({ id, heading }) => ({ id, heading })) };
}

/** The full (gated) guide. Call from a loader only, after the tier check. */
export function getCategoryGuide(slug: CategorySlug): CategoryGuide {
  return GUIDES[slug];
}
