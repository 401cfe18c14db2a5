// The exercises the programmes use (content data): a name and the one cue that matters
// most. Programmes name them by id (app/training/programmes.ts).

export const EXERCISES = {
  // ---- no equipment (a sturdy chair, table and step are furniture, not kit)
  "bw-squat": {
    name: "Bodyweight squat",
    cue: "Feet shoulder-width, sit down between your heels until thighs are level, stand tall.",
  },
  "split-squat": {
    name: "Split squat",
    cue: "Long stance; lower the back knee towards the floor and drive up through the front heel.",
  },
  "reverse-lunge": {
    name: "Reverse lunge",
    cue: "Step back, lower until both knees are bent at about 90°, push back up. Reps per leg.",
  },
  "bulgarian-split-squat": {
    name: "Bulgarian split squat",
    cue: "Back foot on a chair; lower straight down, front knee tracking over the toes. Reps per leg.",
  },
  "step-up": {
    name: "Step-up",
    cue: "Whole foot on a sturdy step or chair, stand up through that leg without pushing off the floor. Reps per leg.",
  },
  "glute-bridge": {
    name: "Glute bridge",
    cue: "On your back, heels close; squeeze the glutes to lift the hips until knees, hips and shoulders line up.",
  },
  "single-leg-glute-bridge": {
    name: "Single-leg glute bridge",
    cue: "One foot down, the other leg straight; lift the hips level. Reps per leg.",
  },
  "single-leg-rdl": {
    name: "Single-leg Romanian deadlift",
    cue: "Hinge at the hip on one leg, back flat, reach towards the floor and stand up. Reps per leg.",
  },
  "wall-sit": { name: "Wall sit", cue: "Back flat on a wall, thighs level with the floor; hold for the time." },
  "calf-raise": {
    name: "Single-leg calf raise",
    cue: "Ball of one foot on a step; rise as high as you can, lower slowly below the step. Reps per leg.",
  },
  "push-up": {
    name: "Push-up",
    cue: "Hands under the shoulders, body in one line; chest to a fist's height from the floor. Hands on a table if needed.",
  },
  "decline-push-up": {
    name: "Decline push-up",
    cue: "Feet on a chair, body in one line; lower the chest between the hands.",
  },
  "diamond-push-up": { name: "Close-grip push-up", cue: "Hands close under the chest, elbows brushing the ribs." },
  "pike-push-up": {
    name: "Pike push-up",
    cue: "Hips high in an upside-down V; lower the head towards the floor between the hands.",
  },
  "table-row": {
    name: "Inverted row under a table",
    cue: "Only under a sturdy table: grip the edge, body straight, pull the chest to it.",
  },
  "chair-dip": {
    name: "Chair dip",
    cue: "Hands on a stable chair behind you; lower until elbows are at 90°, press back up.",
  },
  "prone-y-raise": {
    name: "Prone Y raise",
    cue: "Face down, arms in a Y, thumbs up; lift the arms and hold a second at the top.",
  },
  plank: { name: "Plank", cue: "Forearms down, body in one line, squeeze glutes and brace; hold for the time." },
  "side-plank": { name: "Side plank", cue: "On one forearm, hips high and in line; hold for the time on each side." },
  "hollow-hold": {
    name: "Hollow hold",
    cue: "On your back, lower back pressed down, arms and legs off the floor; hold for the time.",
  },
  // ---- dumbbells (loads are per dumbbell)
  "goblet-squat": {
    name: "Goblet squat",
    cue: "Hold one dumbbell at the chest, elbows in; squat between the heels, chest up.",
  },
  "db-split-squat": {
    name: "Dumbbell split squat",
    cue: "A dumbbell in each hand, long stance; back knee towards the floor. Reps per leg.",
  },
  "db-step-up": {
    name: "Dumbbell step-up",
    cue: "A dumbbell in each hand; step onto a sturdy box or stair and stand tall. Reps per leg.",
  },
  "db-rdl": {
    name: "Dumbbell Romanian deadlift",
    cue: "Soft knees, push the hips back, dumbbells close to the legs until you feel the hamstrings.",
  },
  "db-glute-bridge": {
    name: "Dumbbell glute bridge",
    cue: "One dumbbell across the hips; drive the hips up and pause at the top.",
  },
  "db-floor-press": {
    name: "Dumbbell floor press",
    cue: "On your back, elbows at 45°; lower until the upper arms touch the floor, press up.",
  },
  "db-row": {
    name: "One-arm dumbbell row",
    cue: "Hand and knee on a chair, back flat; pull the dumbbell to the hip. Reps per arm.",
  },
  "db-ohp": {
    name: "Dumbbell overhead press",
    cue: "Standing, ribs down; press the dumbbells overhead until the arms are straight.",
  },
  "db-lateral-raise": {
    name: "Dumbbell lateral raise",
    cue: "Slight bend in the elbows; raise to shoulder height, lower slowly.",
  },
  "db-curl": { name: "Dumbbell curl", cue: "Elbows at your sides; curl without swinging, lower in two seconds." },
  // ---- gym
  "back-squat": {
    name: "Barbell back squat",
    cue: "Bar on the upper back, brace; squat to at least parallel, knees out.",
  },
  "front-squat": {
    name: "Barbell front squat",
    cue: "Bar on the front of the shoulders, elbows high; squat straight down.",
  },
  "bench-press": {
    name: "Bench press",
    cue: "Shoulder blades pinched, feet planted; bar to the lower chest and press.",
  },
  "incline-db-press": {
    name: "Incline dumbbell press",
    cue: "Bench at about 30°; lower the dumbbells to the upper chest. Load per dumbbell.",
  },
  "barbell-row": { name: "Barbell row", cue: "Hinge to about 45°, back flat; pull the bar to the lower ribs." },
  deadlift: { name: "Deadlift", cue: "Bar over mid-foot, back flat, push the floor away; lock out with the glutes." },
  rdl: {
    name: "Romanian deadlift",
    cue: "Soft knees, hips back, bar close to the legs; stop when the back would round.",
  },
  ohp: { name: "Overhead press", cue: "Standing, glutes tight; press the bar overhead and move the head through." },
  "lat-pulldown": { name: "Lat pulldown", cue: "Chest up; pull the bar to the upper chest with the elbows down." },
  "pull-up": { name: "Pull-up", cue: "From a dead hang, pull the chin over the bar; use a band if needed." },
  "cable-row": {
    name: "Seated cable row",
    cue: "Tall torso; pull the handle to the stomach, squeeze the shoulder blades.",
  },
  "leg-press": {
    name: "Leg press",
    cue: "Feet shoulder-width; lower until the knees are at 90°, do not lock out hard.",
  },
  "leg-curl": { name: "Leg curl", cue: "Hips down on the pad; curl the heels to the glutes, lower slowly." },
  "hip-thrust": {
    name: "Barbell hip thrust",
    cue: "Upper back on a bench, bar over the hips; drive up until the hips are level.",
  },
  "triceps-pushdown": {
    name: "Triceps pushdown",
    cue: "Elbows pinned to the sides; push the rope down until the arms are straight.",
  },
} as const satisfies Record<string, { name: string; cue: string }>;

export type ExerciseId = keyof typeof EXERCISES;
