import { Route, Routes } from 'react-router-dom';
import { FreelanceCornerPage } from './freelance-corner-page';
import { FreelanceOfferPage } from './offer-page';

/** Inside /freelance-corner/*: the list, or one offer (an address that names no offer shows "not available"). */
export function FreelanceCornerRoutes() {
  return (
    <Routes>
      <Route index element={<FreelanceCornerPage />} />
      <Route path=":id" element={<FreelanceOfferPage />} />
      <Route path="*" element={<FreelanceOfferPage />} />
    </Routes>
  );
}
