/**
 * The floor of a frame: a Pixi Application with the app's canvas size and options and nothing on its
 * stage but an empty camera Container (common.ts). A frame here is Pixi's clear, an empty scene walk and
 * the browser's compositing of the canvas: no renderer can draw the map faster on this machine.
 */
import type { Application } from 'pixi.js';
import type { MapData } from '../../../src/renderer/map/model';
import { Camera, createApplication, glOf } from './common';

export class EmptyStage {
  readonly camera: Camera;

  private constructor(readonly app: Application) {
    this.camera = new Camera(app);
  }

  static async create(host: HTMLElement): Promise<EmptyStage> {
    return new EmptyStage(await createApplication(host));
  }

  get gl(): WebGL2RenderingContext {
    return glOf(this.app);
  }

  /** Lays out (and fits) the camera for the map's world; draws nothing. */
  setMap(map: MapData): void {
    this.camera.setMap(map);
  }

  renderNow(): void {
    this.app.render();
  }
}
