import { CallToAction } from '@/features/landing/components/call-to-action';
import { DemoSection } from '@/features/landing/components/demo-section';
import { FeaturedCompanies } from '@/features/landing/components/featured-companies';
import { FeedbackTab } from '@/features/landing/components/feedback-tab';
import { Guide } from '@/features/landing/components/guide';
import { Hero } from '@/features/landing/components/hero';
import { HowItWorks } from '@/features/landing/components/how-it-works';
import { LandingFaq } from '@/features/landing/components/landing-faq';
import { TrustStrip } from '@/features/landing/components/trust-strip';
import { WhyChoose } from '@/features/landing/components/why-choose';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The landing page (spec section 2). */
export default function LandingRoute() {
  useDocumentTitle('Customer feedback boards your users love');
  return (
    <>
      <Hero />
      <TrustStrip />
      <WhyChoose />
      <Guide />
      <FeaturedCompanies />
      <CallToAction />
      <HowItWorks />
      <LandingFaq />
      <DemoSection />
      <FeedbackTab />
    </>
  );
}
