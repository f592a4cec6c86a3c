import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import { Providers } from "./app/providers";
import { SessionBootstrap } from "./app/session-bootstrap";
import { createAppRouter } from "./app/router";
import { OfflineRoot } from "./app/offline/offline-root";
import "./app/after-login-steps";
import "./styles.css";

const router = createAppRouter();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Providers>
      <SessionBootstrap>
        <OfflineRoot>
          <RouterProvider router={router} />
        </OfflineRoot>
      </SessionBootstrap>
    </Providers>
  </StrictMode>,
);
