// Seed rows for the reference tables. Plain ESM so both the Node prepare script and
// the Worker tests can import it. Ids are stable slugs: re-seeding updates in place.

/** [id, title, description, difficulty, category, xp_reward]
 * @type {[string, string, string, "easy" | "medium" | "hard", "skincare" | "fitness" | "grooming" | "style" | "nutrition" | "mindset", number][]} */
const C = [
  ["spf-morning", "Morning SPF", "Apply broad-spectrum SPF 30+ to face, ears and neck before going out.", "easy", "skincare", 20],
  ["double-cleanse", "Evening Cleanse", "Wash your face before bed with a gentle cleanser and lukewarm water.", "easy", "skincare", 20],
  ["moisturise-twice", "Moisturise Twice", "Moisturise after your morning and evening cleanse.", "easy", "skincare", 25],
  ["no-touch-face", "Hands Off", "Go the whole day without picking or squeezing any spot.", "medium", "skincare", 40],
  ["skin-check", "Skin Self-Check", "Check your skin for new or changing moles in good light.", "medium", "skincare", 45],
  ["walk-8k", "8,000 Steps", "Reach at least 8,000 steps today.", "easy", "fitness", 30],
  ["pushups-50", "50 Push-ups", "Do 50 push-ups in as many sets as you need, with clean form.", "medium", "fitness", 50],
  ["full-body-session", "Full-Body Session", "Complete a 40-minute full-body strength session.", "hard", "fitness", 90],
  ["mobility-10", "Mobility Ten", "Ten minutes of hip, shoulder and ankle mobility work.", "easy", "fitness", 20],
  ["intervals-20", "Interval Cardio", "20 minutes of intervals: 1 minute hard, 2 minutes easy.", "hard", "fitness", 80],
  ["beard-line", "Clean Lines", "Tidy your neckline and cheek line, or shave with a fresh blade.", "medium", "grooming", 40],
  ["nail-care", "Nail Care", "Trim and file your fingernails and clean under them.", "easy", "grooming", 20],
  ["hair-routine", "Hair Routine", "Wash or condition and style your hair with a product that suits its type.", "easy", "grooming", 25],
  ["brows-tidy", "Brow Tidy", "Tidy stray brow hairs with tweezers or a trimmer.", "medium", "grooming", 35],
  ["outfit-plan", "Plan Tomorrow's Outfit", "Lay out a complete outfit for tomorrow that fits well.", "easy", "style", 20],
  ["closet-edit", "Closet Edit", "Remove five items you have not worn in a year and do not love.", "medium", "style", 45],
  ["fit-check", "Fit Check", "Note which of your trousers and shirts need tailoring and book one fix.", "hard", "style", 70],
  ["shoe-care", "Shoe Care", "Clean and condition the shoes you wear most.", "easy", "style", 25],
  ["protein-each-meal", "Protein Every Meal", "Include a palm-sized protein source in every meal today.", "medium", "nutrition", 45],
  ["water-2l", "Hydrate", "Drink about 2 litres of water across the day.", "easy", "nutrition", 20],
  ["veg-5", "Five Portions", "Eat five portions of vegetables or fruit.", "medium", "nutrition", 40],
  ["no-sugary-drinks", "No Sugary Drinks", "Skip soda and sweetened drinks for the whole day.", "hard", "nutrition", 75],
  ["meal-prep", "Meal Prep", "Cook and portion tomorrow's lunch tonight.", "hard", "nutrition", 80],
  ["journal-3", "Three Good Things", "Write down three things that went well today.", "easy", "mindset", 20],
  ["screen-curfew", "Screen Curfew", "No screens for the last 45 minutes before bed.", "medium", "mindset", 45],
  ["breathe-5", "Box Breathing", "Five minutes of box breathing: in 4, hold 4, out 4, hold 4.", "easy", "mindset", 20],
  ["sleep-8", "Full Night", "Be in bed early enough for 7 to 9 hours of sleep.", "hard", "mindset", 70],
  ["cold-ask", "Comfort Zone", "Start one conversation you would normally avoid.", "hard", "mindset", 85],
];

export const challenges = C.map(([id, title, description, difficulty, category, xpReward]) => ({
  id, title, description, difficulty, category, xpReward, isActive: true, frequency: "daily",
}));

/** [id, title, description, category, icon, rarity, xp_reward, requirement_type, requirement_value]
 * Requirement types, as app/game/unlocks.ts checks them: challenge_count = completed
 * challenges (today's five and daily tasks), workout_count = completed fitness
 * challenges, daily_streak = current streak in days, xp_total = total XP. Each
 * description says exactly that; a 'level-N' achievement's value is where level N
 * starts (app/game/levels.ts, pinned by tests/unit/game.test.ts). */
/** @type {[string, string, string, "fitness" | "skincare" | "progress" | "level" | "social" | "assessment" | "special" | "easter_egg", string, "common" | "rare" | "epic" | "legendary", number, "challenge_count" | "workout_count" | "daily_streak" | "xp_total", number][]} */
const A = [
  ["first-step", "First Step", "Complete your first challenge.", "progress", "star", "common", 25, "challenge_count", 1],
  ["getting-going", "Getting Going", "Complete 5 challenges.", "progress", "star", "common", 50, "challenge_count", 5],
  ["committed", "Committed", "Complete 25 challenges.", "progress", "bolt", "rare", 150, "challenge_count", 25],
  ["relentless", "Relentless", "Complete 100 challenges.", "progress", "bolt", "epic", 400, "challenge_count", 100],
  ["unstoppable", "Unstoppable", "Complete 365 challenges.", "progress", "crown", "legendary", 1000, "challenge_count", 365],
  ["first-sweat", "First Sweat", "Complete your first workout challenge.", "fitness", "dumbbell", "common", 25, "workout_count", 1],
  ["gym-regular", "Gym Regular", "Complete 10 workout challenges.", "fitness", "dumbbell", "rare", 100, "workout_count", 10],
  ["iron-will", "Iron Will", "Complete 50 workout challenges.", "fitness", "dumbbell", "epic", 300, "workout_count", 50],
  ["athlete", "Athlete", "Complete 150 workout challenges.", "fitness", "trophy", "legendary", 800, "workout_count", 150],
  ["five-workouts", "Warmed Up", "Complete 5 workout challenges.", "fitness", "flame", "common", 50, "workout_count", 5],
  ["glow-starter", "Glow Starter", "Complete 3 challenges of any kind.", "skincare", "droplet", "common", 30, "challenge_count", 3],
  ["skin-routine", "Routine Builder", "Complete 15 challenges.", "skincare", "droplet", "rare", 100, "challenge_count", 15],
  ["sun-smart", "Sun Smart", "Complete at least one challenge every day for 7 days in a row.", "skincare", "shield", "rare", 120, "daily_streak", 7],
  ["radiant", "Radiant", "Complete 60 challenges.", "skincare", "sparkles", "epic", 300, "challenge_count", 60],
  ["skin-master", "Skin Master", "Keep a 60-day streak.", "skincare", "crown", "legendary", 900, "daily_streak", 60],
  ["streak-3", "On a Roll", "Reach a 3-day streak.", "progress", "flame", "common", 30, "daily_streak", 3],
  ["streak-7", "Week Warrior", "Reach a 7-day streak.", "progress", "flame", "rare", 100, "daily_streak", 7],
  ["streak-30", "Monthly Habit", "Reach a 30-day streak.", "progress", "flame", "epic", 400, "daily_streak", 30],
  ["streak-100", "Centurion", "Reach a 100-day streak.", "progress", "crown", "legendary", 1500, "daily_streak", 100],
  ["level-2", "Level 2", "Reach level 2 (500 XP).", "level", "bolt", "common", 25, "xp_total", 500],
  ["level-5", "Level 5", "Reach level 5 (2,000 XP).", "level", "bolt", "rare", 100, "xp_total", 2000],
  ["level-10", "Level 10", "Reach level 10 (4,500 XP).", "level", "medal", "epic", 250, "xp_total", 4500],
  ["level-20", "Level 20", "Reach level 20 (9,500 XP).", "level", "crown", "legendary", 600, "xp_total", 9500],
  ["xp-1000", "Four Figures", "Earn 1,000 XP in total.", "level", "star", "common", 50, "xp_total", 1000],
  ["social-first", "Friendly Rival", "Complete 2 challenges.", "social", "chat", "common", 25, "challenge_count", 2],
  ["social-10", "Crowd Favourite", "Complete 10 challenges.", "social", "chat", "rare", 100, "challenge_count", 10],
  ["social-streak", "Accountability Buddy", "Keep a 14-day streak.", "social", "user", "epic", 300, "daily_streak", 14],
  ["social-legend", "Community Legend", "Earn 20,000 XP.", "social", "crown", "legendary", 1000, "xp_total", 20000],
  ["assess-1", "Self-Aware", "Complete your first challenge.", "assessment", "clipboard", "common", 20, "challenge_count", 1],
  ["assess-plan", "On Plan", "Complete 20 challenges.", "assessment", "clipboard", "rare", 120, "challenge_count", 20],
  ["assess-deep", "Deep Dive", "Earn 3,000 XP.", "assessment", "brain", "epic", 300, "xp_total", 3000],
  ["assess-master", "Blueprint Master", "Keep a 45-day streak.", "assessment", "crown", "legendary", 800, "daily_streak", 45],
  ["special-early", "Early Bird", "Reach a 5-day streak.", "special", "sparkles", "common", 40, "daily_streak", 5],
  ["special-weekend", "Weekend Warrior", "Complete 8 workout challenges.", "special", "dumbbell", "rare", 120, "workout_count", 8],
  ["special-double", "Double Trouble", "Complete 50 challenges.", "special", "bolt", "epic", 300, "challenge_count", 50],
  ["special-legend", "Glowup Legend", "Earn 15,000 XP.", "special", "trophy", "legendary", 900, "xp_total", 15000],
  ["egg-pumpkin", "Pumpkin Spice", "A secret: keep a 13-day streak.", "easter_egg", "ghost", "rare", 130, "daily_streak", 13],
  ["egg-leet", "1337", "A secret: earn 1,337 XP.", "easter_egg", "sparkles", "epic", 337, "xp_total", 1337],
  ["egg-lucky", "Lucky Seven", "A secret: complete 7 challenges.", "easter_egg", "star", "common", 77, "challenge_count", 7],
  ["egg-marathon", "Marathoner", "A secret: complete 42 workout challenges.", "easter_egg", "trophy", "legendary", 420, "workout_count", 42],
  ["egg-night-owl", "Night Owl", "A secret: complete 99 challenges.", "easter_egg", "ghost", "epic", 299, "challenge_count", 99],
];

export const achievements = A.map(
  ([id, title, description, category, icon, rarity, xpReward, requirementType, requirementValue]) => ({
    id, title, description, category, icon, rarity, xpReward, requirementType, requirementValue,
  }),
);

export const chatChannels = [
  { id: "general", name: "General Chat", description: "Say hello, share wins and ask the community anything.", isVip: false },
  { id: "vip", name: "VIP Lounge", description: "A quieter room for Elite members: coaching chat, deep dives and perks.", isVip: true },
];
