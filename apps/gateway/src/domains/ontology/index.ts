/** The ontology (ADR 0098): nodes and typed relations, and the skill matching widened with them. */
export { registerOntologyRoutes } from './routes';
export { skillsMeeting, skillsMetBy } from './skill-match';
