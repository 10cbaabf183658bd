/** A variable and what it does, for the server's .env.example and README. */
export interface EnvVariable {
  name: string;
  description: string;
  default: string | null;
}

/** Every variable the LLM analysts read. All are optional: with none set, every analyst is built-in. */
export const ANALYST_ENV_VARIABLES: readonly EnvVariable[] = [
  {
    name: 'OPENAI_API_KEY',
    description: 'OpenAI key: the gpt analyst ("Boss") uses the real model',
    default: null,
  },
  {
    name: 'OPENAI_MODEL',
    description: 'OpenAI chat model for the gpt analyst',
    default: 'gpt-4.1',
  },
  {
    name: 'OPENAI_BASE_URL',
    description: 'OpenAI API address (a proxy, or a test server)',
    default: 'https://api.openai.com/v1',
  },
  {
    name: 'ANTHROPIC_API_KEY',
    description: 'Anthropic key: the claude analyst ("Mr. Ape") uses the real model',
    default: null,
  },
  {
    name: 'ANTHROPIC_MODEL',
    description: 'Anthropic model for the claude analyst',
    default: 'claude-sonnet-4-0',
  },
  {
    name: 'ANTHROPIC_BASE_URL',
    description: 'Anthropic API address (a proxy, or a test server)',
    default: 'https://api.anthropic.com/v1',
  },
  {
    name: 'GOOGLE_GENERATIVE_AI_API_KEY',
    description: 'Google AI key: the gemini analyst ("Uncle Big G") uses the real model',
    default: null,
  },
  {
    name: 'GOOGLE_MODEL',
    description: 'Gemini model for the gemini analyst',
    default: 'gemini-2.5-flash',
  },
  {
    name: 'GOOGLE_BASE_URL',
    description: 'Google Generative AI API address (a proxy, or a test server)',
    default: 'https://generativelanguage.googleapis.com/v1beta',
  },
  {
    name: 'DEEPSEEK_API_KEY',
    description: 'DeepSeek key: the deepseek analyst ("Brother Whale") uses the real model',
    default: null,
  },
  {
    name: 'DEEPSEEK_MODEL',
    description: 'DeepSeek model for the deepseek analyst',
    default: 'deepseek-reasoner',
  },
  {
    name: 'DEEPSEEK_BASE_URL',
    description: 'DeepSeek API address (a proxy, or a test server)',
    default: 'https://api.deepseek.com',
  },
  {
    name: 'LLM_BASE_URL',
    description:
      'Any OpenAI-compatible server (Ollama, vLLM), e.g. http://127.0.0.1:11434/v1; serves every analyst without a key of its own',
    default: null,
  },
  {
    name: 'LLM_API_KEY',
    description: 'Key for LLM_BASE_URL, if the server asks for one',
    default: null,
  },
  {
    name: 'LLM_MODEL',
    description: 'Model name on LLM_BASE_URL (required with it), e.g. qwen2.5:14b',
    default: null,
  },
  {
    name: 'LLM_TIMEOUT_MS',
    description: 'Time limit of one model call in milliseconds; a call is tried at most twice',
    default: '60000',
  },
  {
    name: 'LLM_INTERACTIVE_TIMEOUT_MS',
    description:
      'Budget in milliseconds of one step a person waits on (an assessment request, CV and industry summaries, CV tailoring), shared by every model call in it; past it the built-in text answers, labelled',
    default: '8000',
  },
  {
    name: 'LLM_FALLBACK_REWRITE_MS',
    description:
      'How long a job page the built-in analyst wrote in place of a failed model stands before it is rewritten in the background',
    default: '3600000',
  },
];
