export const visitKeys = {
  all: ["visits"] as const,
  agent: (agent: string) => [...visitKeys.all, "agent", agent] as const,
  customers: (agent: string) => [...visitKeys.all, "customers", agent] as const,
  day: (agent: string, day: string) => [...visitKeys.all, "day", agent, day] as const,
  agents: () => [...visitKeys.all, "agents"] as const,
};
