// / — the public landing page: hero with a sample dashboard, benefits, features, how it works, and calls to join the waiting list.
import {
  BarChart3,
  Briefcase,
  Clock,
  FileText,
  LineChart,
  ShieldCheck,
  Trophy,
  Upload,
  BrainCircuit,
  Lightbulb,
  Check,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { BASE_MODEL_MEDIAN_ERROR, formatPercent } from '@casecast/domain';
import { buttonClasses } from '../../components/ui/button';
import { DashboardMock } from './components/dashboard-mock';
import { PublicLayout } from './components/public-layout';
import { usePageMeta } from './use-page-meta';

// The spec's marketing claims (section 1), shown as claims: see the footnote under the strip.
const keyBenefits = [
  { value: '95%', label: 'Faster case analysis' },
  { value: '25%', label: 'Higher settlement values' },
  { value: '95%', label: 'Prediction accuracy rate' },
  { value: '30%', label: 'Improved attorney efficiency' },
  { value: '100%', label: 'Secure data protection' },
  { value: '24/7', label: 'Access to your cases' },
];

const features: Array<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: LineChart,
    title: 'Settlement Prediction',
    text: `An ensemble of linear regression, random forest and gradient-boosting models estimates each case’s value, with a likely range, a 95% range, a confidence label and the key factors behind it. Median absolute % error on held-out cases: ${formatPercent(BASE_MODEL_MEDIAN_ERROR)} for the base model, which learned from synthetic cases; your model card shows the figure for your own model.`,
  },
  {
    icon: Briefcase,
    title: 'Case Management',
    text: 'Every case in one place: the client, injuries, treatments, documents, notes and a timeline built from them, from intake to settlement.',
  },
  {
    icon: Trophy,
    title: 'Attorney Performance Metrics',
    text: 'A WAR figure and a performance ratio compare each attorney’s settlements with what the model expected, so reviews rest on outcomes rather than impressions.',
  },
  {
    icon: BarChart3,
    title: 'Settlement Analytics',
    text: 'Average settlements and ranges across your portfolio, broken down by case type and by insurance carrier.',
  },
  {
    icon: Clock,
    title: '75% Faster Case Analysis',
    text: 'Injuries, treatment history and policy limits are organised as you enter them, so evaluating a case takes minutes instead of an afternoon with the file.',
  },
  {
    icon: ShieldCheck,
    title: 'Secure by Design',
    text: 'Client medical records stay inside your firm’s workspace: only your firm’s members can see them, with owner, attorney and staff roles and two-factor sign-in.',
  },
];

const ownerBenefits = [
  'See the predicted value of your whole portfolio, not just the cases you remember',
  'Measure attorney performance objectively against expected outcomes',
  'Spot which case types and carriers pay, and plan intake and staffing around them',
  'Improve profitability by settling with evidence instead of instinct',
];

const attorneyBenefits = [
  'Negotiate with a data-backed value and range for every case',
  'Know which factors move a case’s value before the adjuster raises them',
  'Keep injuries, treatments, documents and notes documented in one timeline',
  'Track your own performance metrics and results over time',
];

const steps: Array<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: Upload,
    title: 'Connect or import case data',
    text: 'Enter cases as they come in, or import your existing caseload with injuries, treatments, insurance limits and outcomes.',
  },
  {
    icon: BrainCircuit,
    title: 'AI analysis',
    text: 'Machine-learning models trained on settled cases estimate each case’s value and explain which factors raise or lower it.',
  },
  {
    icon: Lightbulb,
    title: 'Actionable insights',
    text: 'Use predicted values, ranges and attorney metrics to set demands, prioritise files and make staffing decisions.',
  },
];

const ctaClass = (colours: string) =>
  `inline-flex h-11 items-center justify-center gap-2 rounded-md px-6 text-base font-medium transition-colors ${colours}`;

function SectionHeading({ eyebrow, title, text, id }: { eyebrow: string; title: string; text: string; id: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h2>
      <p className="mt-4 text-lg text-slate-600">{text}</p>
    </div>
  );
}

function BenefitList({ title, items }: { title: string; items: string[] }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h3 className="text-xl font-semibold text-slate-900">{title}</h3>
      <ul className="mt-5 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-slate-700">
            <Check className="mt-0.5 h-5 w-5 shrink-0 text-green-700" aria-hidden="true" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function LandingPage() {
  usePageMeta('', 'Casecast: case management and explainable settlement predictions for personal-injury law firms. Join the waiting list.');
  return (
    <PublicLayout>
      <section aria-labelledby="hero-title" className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
          <div>
            <p className="inline-flex rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-700 ring-1 ring-brand-100">
              For personal-injury law firms
            </p>
            <h1 id="hero-title" className="mt-5 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
              Know what every case is worth
            </h1>
            <p className="mt-6 text-lg text-slate-600">
              Casecast keeps your personal-injury cases in order and predicts settlement values with an honest range and the reasons behind
              them, so you negotiate from evidence and see how every attorney performs.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link to="/register" className={buttonClasses('primary', 'lg')}>
                Join the Waiting List
              </Link>
              <Link to="/#how-it-works" className={buttonClasses('outline', 'lg')}>
                See how it works
              </Link>
            </div>
          </div>
          <DashboardMock />
        </div>
      </section>

      <section aria-label="Key benefits" className="border-y border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
          <dl className="grid grid-cols-2 gap-6 text-center sm:grid-cols-3 lg:grid-cols-6">
            {keyBenefits.map((benefit) => (
              <div key={benefit.label} className="flex flex-col-reverse">
                <dt className="mt-1 text-sm text-slate-600">{benefit.label}</dt>
                <dd className="text-3xl font-bold text-brand-700">{benefit.value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-6 text-center text-xs text-slate-600">
            Figures are Casecast’s product claims, not measured results for your firm. Each prediction in the product shows its own
            confidence and range.
          </p>
        </div>
      </section>

      <section id="features" tabIndex={-1} aria-labelledby="features-title" className="scroll-mt-20 bg-slate-50 py-20 focus:outline-none">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <SectionHeading
            id="features-title"
            eyebrow="Features"
            title="Everything a PI case needs, and what it is worth"
            text="Case management and settlement prediction built for how personal-injury firms work."
          />
          <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {features.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon className="h-6 w-6" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 text-slate-600">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="benefits" tabIndex={-1} aria-labelledby="benefits-title" className="scroll-mt-20 py-20 focus:outline-none">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <SectionHeading
            id="benefits-title"
            eyebrow="Benefits"
            title="Built for the whole firm"
            text="Owners see the portfolio and the numbers behind it; attorneys get evidence for every negotiation."
          />
          <div className="mt-14 grid gap-6 lg:grid-cols-2">
            <BenefitList title="For law firm owners" items={ownerBenefits} />
            <BenefitList title="For attorneys" items={attorneyBenefits} />
          </div>
        </div>
      </section>

      <section id="how-it-works" tabIndex={-1} aria-labelledby="how-title" className="scroll-mt-20 bg-slate-50 py-20 focus:outline-none">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <SectionHeading
            id="how-title"
            eyebrow="How It Works"
            title="Three steps from case file to insight"
            text="No new habits: enter cases as you already do, and let the analysis follow."
          />
          <ol className="mt-14 grid gap-6 md:grid-cols-3">
            {steps.map(({ icon: Icon, title, text }, index) => (
              <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <div className="flex items-center gap-3">
                  <span className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
                    {index + 1}
                  </span>
                  <Icon className="h-6 w-6 text-brand-700" aria-hidden="true" />
                </div>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 text-slate-600">{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="cta-title" className="bg-brand-700">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-16 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-white">
              Ready for 75% faster case analysis?
            </h2>
            <p className="mt-3 max-w-2xl text-lg text-brand-100">Join the waiting list and be among the first firms to use Casecast.</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to="/waiting-list" className={ctaClass('bg-white text-brand-700 hover:bg-brand-50')}>
              Join Waiting List
            </Link>
            <Link to="/blog" className={ctaClass('text-white ring-1 ring-white/70 hover:bg-white/10')}>
              <FileText className="h-5 w-5" aria-hidden="true" />
              Read the blog
            </Link>
          </div>
        </div>
      </section>
    </PublicLayout>
  );
}
