// Terms of Service and Privacy Policy (spec section 2 lists the 15 sections of
// each; section 9 gives the facts). Dated by the server at render time.
import { formatDate } from "~/calendar/format";
import { LEGAL_EMAIL, POLICY, PRIVACY_EMAIL, SITE_NAME } from "./site";
import type { Section } from "./types";

export type LegalKind = "terms" | "privacy";

export type LegalDocument = {
  kind: LegalKind;
  title: string;
  description: string;
  /** Already formatted for display, e.g. "March 5, 2026". */
  lastUpdated: string;
  /** ISO date (YYYY-MM-DD) for the <time> element. */
  lastUpdatedIso: string;
  intro: string;
  sections: Section[];
  notice: string;
};

const p = (text: string) => ({ type: "p" as const, text });
const ul = (items: string[], title?: string) => ({
  type: "list" as const,
  style: "bullet" as const,
  items,
  ...(title ? { title } : {}),
});

const TERMS_SECTIONS: Section[] = [
  {
    id: "acceptance",
    heading: "1. Acceptance of Terms",
    blocks: [
      p(
        `By creating an account, starting a trial, subscribing to or otherwise using ${SITE_NAME} (the "Service"), you agree to these Terms of Service. If you do not agree, please do not use the Service.`,
      ),
    ],
  },
  {
    id: "service",
    heading: "2. Description of Service",
    blocks: [
      p(
        `${SITE_NAME} provides general self-improvement guidance on skincare, fitness, grooming, style, nutrition and mindset, together with a questionnaire, health calculators, an automated face analysis tool, progress tracking and gamification features, and community chat. Some features are available only with a paid subscription. We may add, change or remove features to improve the Service.`,
      ),
    ],
  },
  {
    id: "medical-disclaimer",
    heading: "3. Medical Disclaimer",
    blocks: [
      p(
        `${SITE_NAME} is not a medical service. Its content, calculator results, face analysis and coaching are general information for educational purposes. They are not medical, dermatological, nutritional or psychological advice, diagnosis or treatment, and they do not replace a qualified professional.`,
      ),
      p(
        "Consult a doctor before starting any exercise, diet or supplement programme, particularly if you have a medical condition, take medication, or are pregnant or breastfeeding. Never ignore professional advice or delay seeking it because of something you read in the Service. In an emergency, call your local emergency number.",
      ),
    ],
  },
  {
    id: "accounts",
    heading: "4. User Accounts",
    blocks: [
      ul([
        `You must be at least ${POLICY.minimumAge} years old to create an account.`,
        "You must give accurate information and keep it up to date.",
        "You are responsible for keeping your password confidential and for all activity on your account. Tell us promptly if you suspect unauthorised use.",
        "One person per account; accounts may not be shared or transferred.",
      ]),
    ],
  },
  {
    id: "payments",
    heading: "5. Subscription and Payments",
    blocks: [
      ul([
        "Paid plans (Starter, Pro and Elite) are billed monthly in advance, in US dollars, through our payment provider. Prices exclude any applicable taxes.",
        `Free trial: eligible new members may try the Pro plan free for ${POLICY.trialDays} days, once per person. Unless you cancel before the trial ends, your subscription starts and your first payment is taken automatically when it ends.`,
        "Subscriptions renew automatically each billing period until cancelled.",
        "Cancellation: you may cancel at any time from your account settings. Cancellation takes effect at the end of the current billing period; you keep access until then and are not charged again.",
        `Money-back guarantee: first-time subscribers may request a full refund within ${POLICY.moneyBackDays} days of their first payment. Other payments are non-refundable except where the law requires otherwise.`,
        `Price changes: we will give you at least ${POLICY.priceChangeNoticeDays} days' notice before a price change affects your subscription, so you can cancel before it applies.`,
      ]),
    ],
  },
  {
    id: "intellectual-property",
    heading: "6. Intellectual Property",
    blocks: [
      p(
        `The Service and its content, including guides, text, graphics, logos and software, belong to ${SITE_NAME} or its licensors and are protected by law. We grant you a personal, non-exclusive, non-transferable licence to use the Service for your own non-commercial purposes while your account is active. You may not copy, resell or redistribute our content.`,
      ),
      p(
        "You keep ownership of the content you submit, such as messages and photos, and give us a licence to store and process it only as needed to provide the Service.",
      ),
    ],
  },
  {
    id: "conduct",
    heading: "7. User Conduct",
    blocks: [
      ul(
        [
          "Harass, threaten or abuse other members, or post hateful, sexual or violent content.",
          "Upload photos of other people without their consent.",
          "Post spam, advertising or misleading health claims.",
          "Try to access accounts, data or areas of the Service you are not entitled to, or disrupt its operation.",
          "Use the Service to break any law.",
        ],
        "You agree not to:",
      ),
      p("We may remove content that breaks these rules and suspend or close accounts that do."),
    ],
  },
  {
    id: "liability",
    heading: "8. Limitation of Liability",
    blocks: [
      p(
        `To the fullest extent permitted by law, ${SITE_NAME} is not liable for indirect, incidental, special or consequential damages, or for loss of profits, data or goodwill, arising from your use of the Service. Our total liability for any claim relating to the Service is limited to the amount you paid us in the ${POLICY.liabilityCapMonths} months before the event giving rise to the claim.`,
      ),
      p("Nothing in these terms limits liability that cannot be limited by law."),
    ],
  },
  {
    id: "warranties",
    heading: "9. Disclaimer of Warranties",
    blocks: [
      p(
        `The Service is provided "as is" and "as available". We do not promise that it will be uninterrupted or error-free, or that any result (including any appearance, fitness or weight outcome, or face analysis rating) will be achieved. Individual results vary.`,
      ),
    ],
  },
  {
    id: "indemnification",
    heading: "10. Indemnification",
    blocks: [
      p(
        `You agree to indemnify and hold ${SITE_NAME} harmless from claims, losses and costs (including reasonable legal fees) arising from your breach of these terms, your misuse of the Service, or content you submit.`,
      ),
    ],
  },
  {
    id: "termination",
    heading: "11. Termination",
    blocks: [
      p(
        "You may stop using the Service and delete your account at any time from your account settings. We may suspend or end your access if you seriously or repeatedly breach these terms, or where the law requires it. If we end your access without cause, we will refund any unused part of a prepaid billing period.",
      ),
    ],
  },
  {
    id: "changes",
    heading: "12. Changes to Terms",
    blocks: [
      p(
        "We may update these terms. For material changes, we will notify you by email or in the app before they take effect. Continuing to use the Service after that means you accept the updated terms; if you do not, you can cancel.",
      ),
    ],
  },
  {
    id: "governing-law",
    heading: "13. Governing Law and Arbitration",
    blocks: [
      p(
        `These terms are governed by the laws of the jurisdiction where ${SITE_NAME} is established, to be named here after legal review. Any dispute will first be discussed informally; if it is not resolved within 30 days, it will be settled by binding individual arbitration rather than in court, except for small-claims matters and where the law of your country of residence gives you the right to go to court. Class actions are waived to the extent the law allows.`,
      ),
    ],
  },
  {
    id: "severability",
    heading: "14. Severability",
    blocks: [
      p(
        "If any part of these terms is found to be unenforceable, the rest remains in full effect, and the unenforceable part will be applied as far as the law allows.",
      ),
    ],
  },
  {
    id: "contact",
    heading: "15. Contact Information",
    blocks: [
      p(
        `Questions about these terms? Email ${LEGAL_EMAIL}. Your account and subscription are managed in Settings, where you can change or cancel your plan, download your data or delete your account.`,
      ),
    ],
  },
];

const PRIVACY_SECTIONS: Section[] = [
  {
    id: "introduction",
    heading: "1. Introduction",
    blocks: [
      p(
        `This policy explains what personal information ${SITE_NAME} collects, why, who we share it with and the choices you have. It applies to our website and app. We collect only what we need to run the Service, and we do not sell your personal information.`,
      ),
    ],
  },
  {
    id: "data-collected",
    heading: "2. Information We Collect",
    blocks: [
      ul([
        "Account details: email address, username and a securely hashed password.",
        "What you enter: assessment answers, calculator inputs, challenge progress, achievements and chat messages.",
        "Photos you upload to the face scanner, and the analysis produced from them.",
        "Subscription details: your plan, status and billing dates. Card details are collected and stored by our payment provider, not by us.",
        "Technical data: IP address, browser and device type of your sessions, and logs of failed requests (method, page address without its query, time and a request id), used to keep the Service secure and working.",
      ]),
    ],
  },
  {
    id: "use",
    heading: "3. How We Use Your Information",
    blocks: [
      ul([
        "To provide the Service: your account, recommendations, progress, rankings, chat and face analysis.",
        "To process payments and manage your subscription.",
        "To answer support requests and send service messages, such as billing notices.",
        "To keep the Service secure and prevent fraud and abuse.",
        "To understand how features are used and improve them, using aggregated data where possible.",
      ]),
    ],
  },
  {
    id: "sharing",
    heading: "4. How We Share Your Information",
    blocks: [
      p(
        "We share personal information only with service providers who process it on our behalf under contract (hosting, storage, payment processing and automated image analysis), when the law requires it, to protect the rights and safety of our members, or as part of a merger or sale of the business with notice to you. Your username, level and XP appear on the leaderboard, and your chat messages are visible to members of that channel.",
      ),
    ],
  },
  {
    id: "security",
    heading: "5. Data Security",
    blocks: [
      p(
        "We use encryption in transit (HTTPS), hashed passwords, access controls and signed sessions to protect your information. No system is perfectly secure; if a breach affects you, we will tell you as the law requires.",
      ),
    ],
  },
  {
    id: "cookies",
    heading: "6. Cookies",
    blocks: [
      p(
        "We use essential cookies to keep you signed in, remember your session securely and show one-time messages after an action. We do not use advertising cookies. You can block cookies in your browser, but signing in will not work without them.",
      ),
    ],
  },
  {
    id: "rights",
    heading: "7. Your Rights",
    blocks: [
      p(
        `Depending on where you live, you may have the right to access, correct, delete or export your personal information, to object to or restrict some processing, and to withdraw consent. You can do two of these yourself at any time in Settings: download a copy of your data (profile, subscription, progress, achievements, battles, chat messages and scans, with links to your photos) as a JSON file, and delete your account after confirming your password. For anything else, email ${PRIVACY_EMAIL} from your account's email address. We answer requests within ${POLICY.privacyRequestDays} days and may need to verify your identity first.`,
      ),
    ],
  },
  {
    id: "retention",
    heading: "8. Data Retention",
    blocks: [
      p(
        `We keep your information while your account is active. When you delete your account in Settings, we immediately delete your profile, progress, achievements, assessment result, scans and photos, cancel an active subscription, and end all your sessions; your chat messages stay in their channels under the name "Deleted member", and finished battles stay in your opponents' history without your name. We delete or anonymise every remaining copy, including those in our database backups, within ${POLICY.deletionDays} days. We keep some records longer only where the law requires it, for example billing records held by our payment provider for tax purposes.`,
      ),
    ],
  },
  {
    id: "children",
    heading: "9. Children's Privacy",
    blocks: [
      p(
        `The Service is for adults aged ${POLICY.minimumAge} or over. We do not knowingly collect personal information from anyone under ${POLICY.minimumAge}. If you believe a child has given us information, contact us and we will delete it.`,
      ),
    ],
  },
  {
    id: "international",
    heading: "10. International Data Transfers",
    blocks: [
      p(
        "Our service providers may process information in countries other than yours, including the United States. Where the law requires, we protect these transfers with appropriate safeguards such as standard contractual clauses.",
      ),
    ],
  },
  {
    id: "third-party-links",
    heading: "11. Third-Party Links",
    blocks: [
      p(
        "The Service may link to other websites, such as our payment provider's checkout. Their privacy practices are their own; please read their policies.",
      ),
    ],
  },
  {
    id: "ccpa",
    heading: "12. California Privacy Rights (CCPA)",
    blocks: [
      p(
        "If you live in California, you have the right to know what personal information we collect, use and disclose; to request deletion and correction; to opt out of the sale or sharing of personal information; and not to be discriminated against for using these rights. We do not sell or share personal information for cross-context behavioural advertising.",
      ),
    ],
  },
  {
    id: "gdpr",
    heading: "13. European Privacy Rights (GDPR)",
    blocks: [
      p(
        "If you are in the European Economic Area or the United Kingdom, we process your information on these legal bases: to perform our contract with you (providing the Service), our legitimate interests (security and improving the Service), your consent (which you can withdraw at any time), and legal obligations. You have the rights listed in section 7, plus the right to complain to your local data protection authority.",
      ),
    ],
  },
  {
    id: "changes",
    heading: "14. Changes to This Policy",
    blocks: [
      p(
        "We may update this policy. We will post the new version here with a new date, and tell you by email or in the app before material changes take effect.",
      ),
    ],
  },
  {
    id: "contact",
    heading: "15. Contact Us",
    blocks: [
      p(
        `Questions or requests about your privacy? Email ${PRIVACY_EMAIL}. We reply within ${POLICY.privacyRequestDays} days.`,
      ),
    ],
  },
];

const TEMPLATE_NOTICE =
  "This document is a template. It must be reviewed and adapted by a qualified attorney before it is relied on.";

/** The legal page for `kind`, dated `date` (the server passes today). */
export function legalDocument(kind: LegalKind, date: Date): LegalDocument {
  const dated = {
    lastUpdated: formatDate(date),
    lastUpdatedIso: date.toISOString().slice(0, 10),
    notice: TEMPLATE_NOTICE,
  };
  if (kind === "terms") {
    return {
      kind,
      title: "Terms of Service",
      description: `The terms for using ${SITE_NAME}: accounts, subscriptions and payments, the medical disclaimer, and your rights.`,
      intro: `Please read these terms carefully. They explain your rights and obligations when you use ${SITE_NAME}.`,
      sections: TERMS_SECTIONS,
      ...dated,
    };
  }
  return {
    kind,
    title: "Privacy Policy",
    description: `How ${SITE_NAME} collects, uses, shares and protects your personal information, and the rights you have over it.`,
    intro: `Your privacy matters to us. This policy describes how ${SITE_NAME} handles your personal information.`,
    sections: PRIVACY_SECTIONS,
    ...dated,
  };
}
